import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';

/** Workers in a row that died before listening: the shop cannot start (a bad setting, the database down), so give up. */
const FAILED_STARTS_MAX = 5;

/** The wait before forking again after the n-th failed start in a row: 0.5 s, doubling, at most 30 s. */
const backoffMs = (failedStarts: number) => (failedStarts === 0 ? 0 : Math.min(30_000, 500 * 2 ** (failedStarts - 1)));

/**
 * The primary of a shop of several processes (node:cluster; the workers run server.ts again and
 * share its port). `prepare` runs first, once: the migrations and the demo seed, so no worker
 * seeds. Then it keeps `workers` of them running: one that dies is forked again (with a backoff
 * while they die before listening, and it gives up after FAILED_STARTS_MAX); SIGTERM and SIGINT
 * are passed on to every worker and the primary exits once they all have drained (server/drain.ts);
 * SIGHUP replaces them one at a time, each new one listening before the old one is stopped, so a
 * new build is served without a moment of refused connections.
 */
export async function runPrimary(options: { workers: number; port: number; prepare: () => Promise<void> }) {
  const { workers, port } = options;
  await options.prepare();
  console.info(`Caigou primary ${process.pid}: database ready, starting ${workers} workers`);

  /** Serving or starting; a worker being replaced leaves this set when it is told to stop. */
  const live = new Set<Worker>();
  const retiring = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let failedStarts = 0;
  let refork: NodeJS.Timeout | undefined;
  let stopping = false;
  let restarting = false;

  /** As many new workers as are missing (more than one when several died at once). */
  const fillUp = () => {
    refork = undefined;
    while (live.size < workers) live.add(cluster.fork());
  };

  /** SIGTERM to every worker, whichever signal the primary got: a worker drains on either. */
  const stopAll = () => {
    stopping = true;
    clearTimeout(refork);
    for (const worker of [...live, ...retiring]) worker.process.kill('SIGTERM');
    if (live.size + retiring.size === 0) process.exit();
  };

  cluster.on('listening', (worker) => {
    listened.add(worker);
    failedStarts = 0;
    console.info(`Caigou worker ${worker.process.pid} on http://localhost:${port}`);
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const replaced = retiring.delete(worker);
    if (stopping) {
      if (live.size + retiring.size === 0) process.exit();
      return;
    }
    if (replaced) return;
    console.error(`Caigou worker ${worker.process.pid} died (${signal ?? `exit code ${code}`})`);
    if (!listened.has(worker)) failedStarts += 1;
    if (failedStarts >= FAILED_STARTS_MAX) {
      console.error(
        `Caigou: ${failedStarts} workers in a row died before listening; giving up (their errors are above).`,
      );
      process.exitCode = 1;
      return stopAll();
    }
    // One that died while a new one was starting beside it (SIGHUP) leaves the count whole.
    if (live.size < workers && !refork) refork = setTimeout(fillUp, backoffMs(failedStarts));
  });

  /** One worker after another: a new one listening, then the old one drains and exits. */
  const restart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (const old of [...live]) {
        if (stopping) return;
        if (old.isDead()) continue;
        const fresh = cluster.fork();
        live.add(fresh);
        const started = await Promise.race([
          once(fresh, 'listening').then(() => true),
          once(fresh, 'exit').then(() => false),
        ]);
        if (stopping) return;
        if (!started) {
          console.error('Caigou: a new worker died before listening; the restart stopped, the others keep serving.');
          return;
        }
        // It may have died on its own meanwhile: then it is already forgotten, and not waited for.
        if (old.isDead()) continue;
        live.delete(old);
        retiring.add(old);
        const exited = once(old, 'exit');
        old.process.kill('SIGTERM');
        await exited;
      }
      console.info('Caigou: every worker replaced.');
    } finally {
      restarting = false;
    }
  };

  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
  process.on('SIGHUP', () => {
    restart().catch((error: unknown) => console.error('Caigou: the restart failed:', error));
  });

  fillUp();
}
