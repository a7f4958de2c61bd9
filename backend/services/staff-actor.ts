import type { StaffRole } from '../../common/areas/staff/permissions.ts';

/**
 * Who acts on the staff side: a staff member through the console, or the command line
 * (`npm run staff`), which scripts and emergencies use with every right. The audit trail
 * names either.
 */
export interface StaffActor {
  /** Null for the command line. */
  staffId: number | null;
  /** The username, or 'command line'. */
  name: string;
  roles: readonly StaffRole[];
  sessionId: number | null;
}

export const COMMAND_LINE: StaffActor = { staffId: null, name: 'command line', roles: ['admin'], sessionId: null };

/** What the scheduled jobs change (contracts expiring, statements made) is signed by this name. */
export const SCHEDULED_JOB: StaffActor = { staffId: null, name: 'scheduled job', roles: ['admin'], sessionId: null };
