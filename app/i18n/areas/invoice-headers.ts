import { area } from '../strings.ts';

/** Strings of the invoice-headers screens. */
export default area({}, {});
