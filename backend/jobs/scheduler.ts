import type { JobResult } from './run-period.ts';
import type { JobRunner } from './runner.ts';

/** How often a process looks for due work (docs/decisions/0012): a job runs at most a minute late. */
export const TICK_MS = 60_000;

export interface Scheduler {
  /** One round: every job not already running in this process, its due and failed periods. */
  tick(): Promise<JobResult[]>;
  /** No more ticks; running jobs are told to stop (their signal) and waited for. */
  stop(): Promise<void>;
}

/**
 * The one scheduler loop of a process: a timer every TICK_MS, unref'd so it never keeps a
 * process alive. Every process of the shop runs one; the runner's claim lets only one of them
 * run a job at a time, so several processes on one PostgreSQL database need no coordinator.
 * Jobs run side by side, so a long monthly job never holds back an hourly one.
 */
export function startScheduler(
  runner: JobRunner,
  options: { intervalMs?: number; log?: Pick<Console, 'error'> } = {},
): Scheduler {
  const log = options.log ?? console;
  const stopping = new AbortController();
  const running = new Map<string, Promise<JobResult[]>>();

  function tick(): Promise<JobResult[]> {
    if (stopping.signal.aborted) return Promise.resolve([]);
    const started = runner.jobs
      .filter((job) => !running.has(job.name))
      .map((job) => {
        const work = runner
          .runDue(job.name, { signal: stopping.signal })
          .then((results) => {
            for (const result of results) {
              if (result.result === 'failed')
                log.error(`Job ${result.job} failed for ${result.period}: ${result.error}`);
            }
            return results;
          })
          .catch((error: unknown) => {
            // The database itself failed (the claim, the run row): the next tick tries again.
            log.error(`Job ${job.name} could not run:`, error);
            return [];
          })
          .finally(() => running.delete(job.name));
        running.set(job.name, work);
        return work;
      });
    return Promise.all(started).then((results) => results.flat());
  }

  const timer = setInterval(() => void tick(), options.intervalMs ?? TICK_MS);
  timer.unref();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      stopping.abort(new Error('The process is stopping'));
      await Promise.allSettled(running.values());
    },
  };
}
