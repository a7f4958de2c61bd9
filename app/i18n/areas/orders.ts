import { area } from '../strings.ts';

/** Strings of the orders screens. */
export default area({}, {});
