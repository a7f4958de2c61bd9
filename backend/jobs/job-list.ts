import { wireTime } from '../../common/time.ts';
import type { JobRunStatus } from '../db/tables/services.ts';
import type { Deps } from '../services/deps.ts';
import type { StaffActor } from '../services/staff-actor.ts';
import { assertMay } from '../services/staff-permission.ts';
import { describeSchedule, duePeriod, type JobDefinition } from './job.ts';

/** A job as the console and list-jobs show it. */
export interface JobSummary {
  name: string;
  every: string;
  /** The period due now (done or not). */
  duePeriod: string;
  /** A claim holds the job at this moment. */
  running: boolean;
  /** Its newest run, by start. */
  lastRun: {
    period: string;
    status: JobRunStatus;
    attempts: number;
    started: string;
    finished: string | null;
    outcome: string | null;
  } | null;
  /** Periods that failed and wait for their retry: the job is failing while this is above 0. */
  failedPeriods: number;
  lastError: string | null;
}

/** The console's read (and list-jobs): each registered job, its newest run and whether it is failing. */
export async function listJobs(
  deps: Pick<Deps, 'db' | 'clock'>,
  jobs: readonly JobDefinition[],
  actor: StaffActor,
): Promise<JobSummary[]> {
  const { db, clock } = deps;
  assertMay(actor, 'view');
  const now = clock.now();
  return Promise.all(
    jobs.map(async (job): Promise<JobSummary> => {
      const [row, last, failed] = await Promise.all([
        db
          .selectFrom('job')
          .select(['lease_owner', 'lease_until', 'last_error'])
          .where('name', '=', job.name)
          .executeTakeFirst(),
        db
          .selectFrom('job_run')
          .select(['period', 'status', 'attempts', 'started_at', 'finished_at', 'outcome'])
          .where('job_name', '=', job.name)
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('job_run')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('job_name', '=', job.name)
          .where('status', '=', 'failed')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        name: job.name,
        every: describeSchedule(job),
        duePeriod: duePeriod(job, now),
        running: row !== undefined && row.lease_owner !== null && row.lease_until >= now,
        lastRun: last
          ? {
              period: last.period,
              status: last.status,
              attempts: last.attempts,
              started: wireTime(last.started_at),
              finished: last.finished_at === null ? null : wireTime(last.finished_at),
              outcome: last.outcome,
            }
          : null,
        failedPeriods: Number(failed.n),
        lastError: row?.last_error ?? null,
      };
    }),
  );
}
