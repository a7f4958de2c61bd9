import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// The shop's staff, their roles and sessions (migration 0011).

export interface StaffTable {
  id: Id;
  username: string;
  name: string;
  mobile: Generated<string>;
  password_hash: string;
  /** 1 active, 0 deactivated (every session revoked in the same transaction). */
  active: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
}

/** admin | service | finance | warehouse | viewer (common/areas/staff/permissions.ts). */
export interface StaffRoleTable {
  staff_id: number;
  role: string;
}

/** Idle for 30 minutes or 12 hours old: over (backend/areas/staff/staff-session.service.ts). */
export interface StaffSessionTable {
  id: Id;
  staff_id: number;
  token_hash: string;
  created_at: Millis;
  last_seen_at: Millis;
  revoked_at: Millis | null;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    staff: StaffTable;
    staff_role: StaffRoleTable;
    staff_session: StaffSessionTable;
  }
}
