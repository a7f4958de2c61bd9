import { messageArea } from './area.ts';

/** Messages of the addresses calls. */
export default messageArea({}, {});
