import { area } from '../strings.ts';

/** Strings of the favourites screens. */
export default area({}, {});
