import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ExpressionBuilder } from 'kysely';
import { message } from '../../common/messages.ts';
import { wireTime } from '../../common/time.ts';
import type { Services } from '../areas/index.ts';
import type { StaffActor } from '../services/staff-actor.ts';
import { assertMay } from '../services/staff-permission.ts';
import type { JobRunStatus } from '../db/tables/services.ts';
import type { Database } from '../db/types.ts';
import { AppError } from '../errors.ts';
import type { Deps } from '../services/deps.ts';
import { checkedPeriod, checkRegistry, describeSchedule, duePeriod, type JobDefinition } from './job.ts';

/**
 * Runs jobs exactly once per period (docs/decisions/0012), for the scheduler, the staff
 * command line and the tests alike:
 *
 * 1. claim: one conditional update takes the job's lease only when it ran out, so one claim
 *    at a time, in any process, runs a job; the lease is renewed every LEASE_MS / 3 while it
 *    runs and runs out LEASE_MS after a process dies;
 * 2. under the lease, the period's job_run row is inserted first (unique job and period): a
 *    period whose row is done is never run again;
 * 3. a failure marks the row failed and writes job.last_error; a row left failed, or left
 *    running by a process whose lease ran out, is taken over by the next claim with one
 *    conditional update that counts the attempt, so the retry reuses the period's one row
 *    (its history stays: attempts, the last error) and the old attempt's late writes miss.
 */

/** How long a claim holds a job without renewal: a dead process's job is free again after this. */
export const LEASE_MS = 5 * 60 * 1000;

/** This process as lease owners name it: host and pid for people reading the table, random so restarts differ. */
export const PROCESS_ID = `${hostname().slice(0, 24)}/${process.pid}/${randomBytes(4).toString('hex')}`;

/** Summaries and errors kept with a run are cut to this length. */
const TEXT_MAX = 2000;

export type JobResult = { job: string; period: string } & (
  | { result: 'done'; outcome: string | null }
  | { result: 'already done'; outcome: string | null }
  /** Another claim holds the job (another process, or a parallel call in this one). */
  | { result: 'busy'; leaseUntil: number | null }
  | { result: 'failed'; error: string }
);

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

interface Lease {
  token: string;
  /** Aborted when the lease is lost or the caller (the scheduler stopping) gives up. */
  signal: AbortSignal;
}

export function createJobRunner(options: {
  deps: Deps;
  services: Services;
  jobs: readonly JobDefinition[];
  /** Who claims; tests give two runners different owners to play two processes. */
  owner?: string;
}) {
  const { deps, services, jobs } = options;
  checkRegistry(jobs);
  const { db, clock } = deps;
  const owner = options.owner ?? PROCESS_ID;
  let claims = 0;
  const rowsMade = new Set<string>();

  function find(name: string): JobDefinition {
    const job = jobs.find((each) => each.name === name);
    if (!job) {
      throw new Error(`Unknown job "${name}"; the jobs are: ${jobs.map((each) => each.name).join(', ') || 'none'}`);
    }
    return job;
  }

  /** The job's row, made the first time this runner meets the job, with its schedule as written now. */
  async function ensureRow(job: JobDefinition) {
    if (rowsMade.has(job.name)) return;
    const every = describeSchedule(job);
    await db
      .insertInto('job')
      .values({ name: job.name, every })
      .onConflict((oc) => oc.column('name').doUpdateSet({ every }))
      .execute();
    rowsMade.add(job.name);
  }

  /** The claim: one conditional update, which only one of any number of racing claims wins. */
  async function claim(job: JobDefinition): Promise<string | null> {
    await ensureRow(job);
    claims += 1;
    // Each claim has its own token, so a claim never renews or releases another one of this process.
    const token = `${owner}#${claims}`;
    const now = clock.now();
    const { numUpdatedRows } = await db
      .updateTable('job')
      .set({ lease_owner: token, lease_until: now + LEASE_MS, last_started_at: now })
      .where('name', '=', job.name)
      .where('lease_until', '<', now)
      .executeTakeFirst();
    return numUpdatedRows > 0n ? token : null;
  }

  async function withLease<T>(
    job: JobDefinition,
    stop: AbortSignal | undefined,
    work: (lease: Lease) => Promise<T>,
  ): Promise<T | null> {
    const token = await claim(job);
    if (!token) return null;
    const lost = new AbortController();
    const renewal = setInterval(() => {
      db.updateTable('job')
        .set({ lease_until: clock.now() + LEASE_MS })
        .where('name', '=', job.name)
        .where('lease_owner', '=', token)
        .executeTakeFirst()
        .then(({ numUpdatedRows }) => {
          if (numUpdatedRows === 0n) lost.abort(new Error(`The lease of job ${job.name} was taken over`));
        })
        // A renewal that failed is tried again next time; the lease still has two thirds to run.
        .catch(() => undefined);
    }, LEASE_MS / 3);
    renewal.unref();
    try {
      return await work({ token, signal: stop ? AbortSignal.any([lost.signal, stop]) : lost.signal });
    } finally {
      clearInterval(renewal);
      await release(job, token);
    }
  }

  /** Frees the job; last_error stays while any period of it is still failed, so the console keeps showing it. */
  async function release(job: JobDefinition, token: string) {
    const failing = await db
      .selectFrom('job_run')
      .select('id')
      .where('job_name', '=', job.name)
      .where('status', '=', 'failed')
      .limit(1)
      .executeTakeFirst();
    await db
      .updateTable('job')
      .set({
        lease_owner: null,
        lease_until: 0,
        last_finished_at: clock.now(),
        ...(failing ? {} : { last_error: null }),
      })
      .where('name', '=', job.name)
      .where('lease_owner', '=', token)
      .execute();
  }

  /** The period's one row: inserted, found done, or taken over from a failed or abandoned attempt. */
  async function startRun(
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

  async function runPeriod(job: JobDefinition, period: string, lease: Lease): Promise<JobResult> {
    const base = { job: job.name, period };
    const now = clock.now();
    const run = await startRun(job, period, now);
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

  async function busy(job: JobDefinition, period: string): Promise<JobResult> {
    const row = await db.selectFrom('job').select('lease_until').where('name', '=', job.name).executeTakeFirst();
    return { job: job.name, period, result: 'busy', leaseUntil: row ? row.lease_until : null };
  }

  return {
    jobs,

    /**
     * Runs one period of a job by hand (run-job, tests) through the same claim as the
     * scheduler: the period due now, or the one given, which must be due already.
     */
    async runJob(name: string, options: { period?: string; signal?: AbortSignal } = {}): Promise<JobResult> {
      const job = find(name);
      const now = clock.now();
      const period = options.period === undefined ? duePeriod(job, now) : checkedPeriod(job, options.period, now);
      return (await withLease(job, options.signal, (lease) => runPeriod(job, period, lease))) ?? busy(job, period);
    },

    /**
     * What a scheduler tick does for a job: the period due now unless it is done, and every
     * earlier period that failed or was abandoned, oldest first, under one claim. Nothing
     * due: no claim, no write.
     */
    async runDue(name: string, options: { signal?: AbortSignal } = {}): Promise<JobResult[]> {
      const job = find(name);
      const current = duePeriod(job, clock.now());
      const rows = await db
        .selectFrom('job_run')
        .select(['period', 'status'])
        .where('job_name', '=', job.name)
        .where((eb) => eb.or([eb('period', '=', current), eb('status', '!=', 'done')]))
        .execute();
      const periods = new Set(rows.filter((row) => row.status !== 'done').map((row) => row.period));
      if (!rows.some((row) => row.period === current)) periods.add(current);
      if (periods.size === 0) return [];
      const results = await withLease(job, options.signal, async (lease) => {
        const ran: JobResult[] = [];
        for (const period of [...periods].sort()) {
          if (lease.signal.aborted) break;
          ran.push(await runPeriod(job, period, lease));
        }
        return ran;
      });
      return results ?? [await busy(job, current)];
    },

    /** The console's read (and list-jobs): each registered job, its newest run and whether it is failing. */
    async list(actor: StaffActor): Promise<JobSummary[]> {
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
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

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
