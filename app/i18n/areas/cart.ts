import { area } from '../strings.ts';

/** Strings of the cart screens. */
export default area({}, {});
