import type { Deps } from '../services/deps.ts';
import { describeSchedule, type JobDefinition } from './job.ts';

/** How long a claim holds a job without renewal: a dead process's job is free again after this. */
export const LEASE_MS = 5 * 60 * 1000;

export interface Lease {
  token: string;
  /** Aborted when the lease is lost or the caller (the scheduler stopping) gives up. */
  signal: AbortSignal;
}

/**
 * The claims of one runner (runner.ts, steps 1 and 3): one conditional update takes a job's
 * lease only when it ran out, so one claim at a time, in any process, runs a job.
 */
export function createLeases(deps: Pick<Deps, 'db' | 'clock'>, owner: string) {
  const { db, clock } = deps;
  let claims = 0;
  const rowsMade = new Set<string>();

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

  /**
   * Runs `work` under the job's lease, renewed every LEASE_MS / 3 while it runs, and frees it after;
   * null when another claim holds the job.
   */
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

  return { withLease };
}
