import { messageArea } from './area.ts';

/** Messages of the cart calls. */
export default messageArea({}, {});
