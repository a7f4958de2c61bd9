/** What other areas may use of the staff area: the roles and what each may do. */
export { STAFF_ROLES, staffMay, type StaffAction, type StaffRole } from './permissions.ts';
