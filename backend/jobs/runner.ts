import type { Services } from '../areas/index.ts';
import type { Deps } from '../services/deps.ts';
import type { StaffActor } from '../services/staff-actor.ts';
import { checkedPeriod, checkRegistry, duePeriod, type JobDefinition } from './job.ts';
import { listJobs, type JobSummary } from './job-list.ts';
import { createLeases } from './lease.ts';
import { PROCESS_ID } from './process-id.ts';
import { runPeriod, type JobResult } from './run-period.ts';

/**
 * Runs jobs exactly once per period (docs/decisions/0012), for the scheduler, the staff
 * command line and the tests alike:
 *
 * 1. claim: one conditional update takes the job's lease only when it ran out, so one claim
 *    at a time, in any process, runs a job; the lease is renewed every LEASE_MS / 3 while it
 *    runs and runs out LEASE_MS after a process dies (lease.ts);
 * 2. under the lease, the period's job_run row is inserted first (unique job and period): a
 *    period whose row is done is never run again (run-period.ts);
 * 3. a failure marks the row failed and writes job.last_error; a row left failed, or left
 *    running by a process whose lease ran out, is taken over by the next claim with one
 *    conditional update that counts the attempt, so the retry reuses the period's one row
 *    (its history stays: attempts, the last error) and the old attempt's late writes miss.
 */
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
  const { withLease } = createLeases(deps, options.owner ?? PROCESS_ID);

  function find(name: string): JobDefinition {
    const job = jobs.find((each) => each.name === name);
    if (!job) {
      throw new Error(`Unknown job "${name}"; the jobs are: ${jobs.map((each) => each.name).join(', ') || 'none'}`);
    }
    return job;
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
      const result = await withLease(job, options.signal, (lease) => runPeriod(deps, services, job, period, lease));
      return result ?? busy(job, period);
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
          ran.push(await runPeriod(deps, services, job, period, lease));
        }
        return ran;
      });
      return results ?? [await busy(job, current)];
    },

    /** The console's read (and list-jobs): each registered job, its newest run and whether it is failing. */
    list(actor: StaffActor): Promise<JobSummary[]> {
      return listJobs(deps, jobs, actor);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
