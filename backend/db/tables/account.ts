import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Companies, their accounts and sessions, SMS codes and how often they went out.

export interface CompanyTable {
  id: Id;
  name: string;
  linkman: string;
  mobile: string;
  email: string;
  /** pending | approved | refused | blocked (DESIGN.md decision 7). */
  status: string;
  created_at: Millis;
  vetted_at: Millis | null;
  /** When staff blocked the company (status 'blocked'). */
  blocked_at: Millis | null;
  /** When a certification of the company passed (已认证). */
  certified_at: Millis | null;
}

export interface AccountTable {
  id: Id;
  company_id: number;
  username: string;
  password_hash: string;
  /** customerAccountType: 0 main, 1 approver, 2 purchaser. */
  account_type: number;
  linkman: string;
  mobile: string;
  email: string;
  created_at: Millis;
  /** A deleted sub-account keeps its orders and purchases; it can no longer log in. */
  deleted_at: Millis | null;
}

export interface SessionTable {
  id: Id;
  account_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

export interface SmsCodeTable {
  id: Id;
  mobile: string;
  code: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
  failed_tries: Generated<number>;
  /** '' for the account's own uses; `contract:<id>` to sign that contract (migration 0016). */
  purpose: Generated<string>;
}

/** One row per mobile: when its last code went out and how many went out today (migration 0008). */
export interface SmsSendTable {
  mobile: string;
  last_sent_at: Millis;
  /** Midnight, Asia/Shanghai, of the day day_count counts. */
  day_start: Millis;
  day_count: number;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    company: CompanyTable;
    account: AccountTable;
    session: SessionTable;
    sms_code: SmsCodeTable;
    sms_send: SmsSendTable;
  }
}
