import { messageArea } from './area.ts';

/** Messages of the invoice-headers calls. */
export default messageArea({}, {});
