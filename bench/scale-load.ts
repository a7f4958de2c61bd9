import { setPriority } from 'node:os';
import { load } from './load.ts';

/**
 * The load generator of bench/scale.ts, a process of its own so that its CPU time is read apart
 * from the bench's and the shop's, and so that it can run at a lowered priority. It gets its task
 * over IPC, tells the parent when the load starts (the parent reads every process's CPU time
 * then) and sends the result; it exits when the parent, having read the CPU times again, lets go.
 */
export interface LoadTask {
  urls: string[];
  cookie: string;
  concurrency: number;
  seconds: number;
  /** The nice value to run at: above 0 leaves the shop's processes the CPU first when both want it. */
  nice: number;
}

export type LoadMessage = { started: true } | { result: Awaited<ReturnType<typeof load>> };

// Listening keeps the channel, and so this process, open until the parent closes it; it sends one task.
process.on('message', (task: LoadTask) => {
  setPriority(task.nice);
  const send = (message: LoadMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
  void (async () => {
    await send({ started: true });
    const result = await load(task.urls, {
      concurrency: task.concurrency,
      // Time alone ends the run: as many requests as fit in it.
      requests: Number.MAX_SAFE_INTEGER,
      timeCapMs: task.seconds * 1000,
      rendered: true,
      cookie: task.cookie,
    });
    await send({ result });
  })();
});
