import { messageArea } from './area.ts';

/** Messages of the order screens' calls beyond the core buying-loop ones. */
export default messageArea({}, {});
