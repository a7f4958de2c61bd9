import type { ColumnType, Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Scheduled work: each job's lease and its runs per period (migration 0015, docs/decisions/0012).

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

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    job: JobTable;
    job_run: JobRunTable;
  }
}
