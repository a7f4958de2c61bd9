/** What other areas' shared code may use of the staff area: the actions a role may be allowed. */
export type { StaffAction } from './permissions.ts';
/** The `seen` field every console form that moves a record carries. */
export { seenField } from './console.ts';
