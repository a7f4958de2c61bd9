import type { ExpressionBuilder } from 'kysely';
import { message } from '../../common/messages.ts';
import type { Services } from '../areas/index.ts';
import type { Database, Db } from '../db/types.ts';
import { AppError } from '../errors.ts';
import type { Deps } from '../services/deps.ts';
import type { JobDefinition } from './job.ts';
import type { Lease } from './lease.ts';

/** Summaries and errors kept with a run are cut to this length. */
const TEXT_MAX = 2000;

export type JobResult = { job: string; period: string } & (
  | { result: 'done'; outcome: string | null }
  | { result: 'already done'; outcome: string | null }
  /** Another claim holds the job (another process, or a parallel call in this one). */
  | { result: 'busy'; leaseUntil: number | null }
  | { result: 'failed'; error: string }
);

/** The period's one row: inserted, found done, or taken over from a failed or abandoned attempt. */
async function startRun(
  db: Db,
  job: JobDefinition,
  period: string,
  now: number,
): Promise<{ id: number; attempts: number } | { done: string | null } | null> {
  const inserted = await db
    .insertInto('job_run')
    .values({ job_name: job.name, period, status: 'running', attempts: 1, started_at: now })
    .onConflict((oc) => oc.columns(['job_name', 'period']).doNothing())
    .returning(['id', 'attempts'])
    .executeTakeFirst();
  if (inserted) return inserted;
  const run = await db
    .selectFrom('job_run')
    .select(['id', 'status', 'attempts', 'outcome'])
    .where('job_name', '=', job.name)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  if (run.status === 'done') return { done: run.outcome };
  // Failed, or running for a claim whose lease ran out (this claim holds the lease now).
  const taken = await db
    .updateTable('job_run')
    .set({ status: 'running', attempts: run.attempts + 1, started_at: now, finished_at: null, outcome: null })
    .where('id', '=', run.id)
    .where('attempts', '=', run.attempts)
    .where('status', '!=', 'done')
    .returning(['id', 'attempts'])
    .executeTakeFirst();
  return taken ?? null;
}

/**
 * Runs one period of a job under a lease the caller holds (runner.ts, steps 2 and 3): its job_run
 * row first, then the job, then the row marked done, or failed with job.last_error written.
 */
export async function runPeriod(
  deps: Deps,
  services: Services,
  job: JobDefinition,
  period: string,
  lease: Lease,
): Promise<JobResult> {
  const { db, clock } = deps;
  const base = { job: job.name, period };
  const now = clock.now();
  const run = await startRun(db, job, period, now);
  if (!run) return { ...base, result: 'busy', leaseUntil: null };
  if ('done' in run) return { ...base, result: 'already done', outcome: run.done };
  // Only this attempt ends its row: an attempt whose row was taken over writes nothing.
  const mine = (eb: ExpressionBuilder<Database, 'job_run'>) =>
    eb.and([eb('id', '=', run.id), eb('attempts', '=', run.attempts), eb('status', '=', 'running')]);
  try {
    const summary = await job.run({ services, deps, period, now, signal: lease.signal });
    const outcome = summary ? summary.slice(0, TEXT_MAX) : null;
    await db.updateTable('job_run').set({ status: 'done', finished_at: clock.now(), outcome }).where(mine).execute();
    return { ...base, result: 'done', outcome };
  } catch (error) {
    const text = errorText(error);
    await db
      .updateTable('job_run')
      .set({ status: 'failed', finished_at: clock.now(), outcome: text })
      .where(mine)
      .execute();
    await db
      .updateTable('job')
      .set({ last_error: `${period}: ${text}`.slice(0, TEXT_MAX) })
      .where('name', '=', job.name)
      .where('lease_owner', '=', lease.token)
      .execute();
    return { ...base, result: 'failed', error: text };
  }
}

/** What is kept of a failure: the shop's message for a refusal, the message of anything else. */
function errorText(error: unknown): string {
  const text =
    error instanceof AppError
      ? message('en', error.key, error.params)
      : error instanceof Error
        ? error.message || error.name
        : String(error);
  return text.slice(0, TEXT_MAX);
}
