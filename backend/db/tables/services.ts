import type { ColumnType, Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Plumbing several areas use, written by backend/services/ and its helpers (the SMS adapter, the
// scheduler) and by no area directly: the audit trail, the texts that went out, and scheduled
// work's leases and runs (migrations 0001, 0011 and 0015, docs/decisions/0012).

/** Append-only: triggers refuse any update or delete. staff_id is null for the command line. */
export interface AuditLogTable {
  id: Id;
  staff_id: number | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: number;
  entity_label: Generated<string>;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: Millis;
}

export interface SmsOutboxTable {
  id: Id;
  mobile: string;
  content: string;
  created_at: Millis;
  /**
   * stored (no provider: kept for the console and the staff command only) | queued (waiting for
   * the provider) | sent | failed (gave up after its tries).
   */
  state: Generated<string>;
  /** The provider's last refusal; kept while a queued row waits for its next try. */
  failure: string | null;
  /** The same on every try of this message, so the provider can drop a repeat. */
  delivery_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: Generated<number>;
  lease_owner: string | null;
  lease_until: Generated<number>;
  sent_at: Millis | null;
}

export interface JobTable {
  /** The job's name in backend/jobs/registry.ts. */
  name: string;
  /** Its schedule as written, e.g. 'monthly day 1 01:00' (Asia/Shanghai); informative only. */
  every: Generated<string>;
  /** The process and claim holding the lease, or null when free. */
  lease_owner: string | null;
  /** The lease runs out at this time; 0 when free. A claim takes only a lease that ran out. */
  lease_until: ColumnType<number, number | undefined, number>;
  last_started_at: Millis | null;
  last_finished_at: Millis | null;
  /** The newest failure while a run of this job is failed; null once every run succeeded. */
  last_error: string | null;
}

export type JobRunStatus = 'running' | 'done' | 'failed';

/** One row per job and period (unique): the period's work is done once. */
export interface JobRunTable {
  id: Id;
  job_name: string;
  /** The period's key in Shanghai time: `2026-11` (monthly), `2026-11-24` (daily), `2026-11-24T13` (hourly). */
  period: string;
  status: JobRunStatus;
  /** 1 for the first attempt, one more each time a failed or abandoned run is taken over. */
  attempts: Generated<number>;
  started_at: Millis;
  finished_at: Millis | null;
  /** The job's summary when done, the error when failed. */
  outcome: string | null;
}

/**
 * A company's own audit trail (migration 0027): approvals, rejections, rule, budget and price list
 * changes, which its main account reads. Written by backend/services/company-audit.ts alone, in the
 * transaction of the change each row records, whichever area makes the change.
 */
export interface CompanyAuditTable {
  id: Id;
  company_id: number;
  /** The account that acted; null for the shop or its staff. */
  account_id: number | null;
  /** The actor's name as it was then (a username, or a staff name). */
  actor: string;
  /** What happened: a key of CompanyAuditKind (common/company-audit.ts). */
  kind: string;
  /** What it happened to (a purchase, a budget, a rule), and how a person recognises it. */
  subject_id: number | null;
  subject_label: string;
  /** The facts the row shows (amounts, levels, before and after), as JSON. */
  detail_json: string | null;
  created_at: Millis;
}

/** These tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    company_audit: CompanyAuditTable;
    audit_log: AuditLogTable;
    sms_outbox: SmsOutboxTable;
    job: JobTable;
    job_run: JobRunTable;
  }
}
