import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The production build the shop serves: the deployment tests start it as `npm run serve` does. */
export function requireBuild(): void {
  if (!existsSync(join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `npx react-router build` before the deployment tests.');
  }
}

/** A port nobody listens on right now: the system picks it, and it is given back at once. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedShop {
  /** The process started: the only one, or the cluster's primary. */
  pid: number;
  port: number;
  url: string;
  /** Everything it wrote so far, stdout and stderr in the order they came. */
  logs: () => string;
  /** Resolves once `pattern` has appeared `times` times in the logs. */
  waitForLog: (pattern: RegExp, times?: number, timeoutMs?: number) => Promise<void>;
  exited: Promise<Exit>;
  /** Sends the signal (SIGTERM unless told) and waits for the exit. */
  kill: (signal?: NodeJS.Signals) => Promise<Exit>;
}

/**
 * Starts the shop as `npm run serve` would (server.ts under tsx, the real process tree of the
 * production entry, its own pid as `pid`) with only the given environment besides PATH and HOME,
 * on `port` (a free one unless given), and waits until that port answers HTTP. It rejects, with
 * what the process wrote, when the process exits before that or `timeoutMs` passes.
 */
export async function spawnShop(options: {
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<SpawnedShop> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const changed = new EventTarget();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    changed.dispatchEvent(new Event('output'));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const waitForLog = async (pattern: RegExp, times = 1, timeoutMs = 30_000) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const enough = () => (output.match(global)?.length ?? 0) >= times;
    if (enough()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        changed.removeEventListener('output', check);
        reject(new Error(`${pattern} did not appear ${times} times in ${timeoutMs} ms; the shop wrote:\n${output}`));
      }, timeoutMs);
      const check = () => {
        if (!enough()) return;
        clearTimeout(timer);
        changed.removeEventListener('output', check);
        resolve();
      };
      changed.addEventListener('output', check);
    });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) {
      const { code, signal } = await exited;
      throw new Error(`The shop exited (${signal ?? `code ${code}`}) before answering; it wrote:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop did not answer on ${url} in time; it wrote:\n${output}`);
    }
    const answered = await fetch(`${url}/favicon.ico`, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    pid: child.pid!,
    port,
    url,
    logs: () => output,
    waitForLog,
    exited,
    kill: async (signal = 'SIGTERM') => {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}

/** The processes the given one started (its workers), as the kernel lists them. */
export async function childPids(pid: number): Promise<number[]> {
  const listed = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return listed.split(/\s+/).filter(Boolean).map(Number);
}
