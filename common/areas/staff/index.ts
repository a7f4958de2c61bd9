/** What other areas' shared code may use of the staff area: the actions a role may be allowed. */
export type { StaffAction } from './permissions.ts';
