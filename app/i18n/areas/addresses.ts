import { area } from '../strings.ts';

/** Strings of the addresses screens. */
export default area({}, {});
