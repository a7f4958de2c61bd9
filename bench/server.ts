import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_BUILD = join('build', 'server', 'index.js');
/** What the production bundle is built from. */
const SOURCES = ['app', 'common'];
const START_TIMEOUT_MS = 60_000;

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds the production bundle when there is none or the web's sources changed since. */
export function ensureBuild(log: (line: string) => void): void {
  if (existsSync(SERVER_BUILD) && statSync(SERVER_BUILD).mtimeMs >= Math.max(...SOURCES.map(newestChange))) return;
  log('building the production bundle (npx react-router build)');
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`react-router build failed (exit ${built.status})`);
}

/**
 * Starts the shop as `npm run serve` does, waits until it answers, and checks that it renders the home page.
 * `cwd` is the checkout to serve (another one's build and code, to compare with this one).
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, cwd?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd,
    // One process unless the caller asks for more (bench/scale.ts): the CPU figures read this pid's own time.
    env: { WEB_CONCURRENCY: '1', ...env, NODE_ENV: 'production', PORT: String(port), SMS_LOG: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's errors are shown only if it fails to start; under load they would drown the tables.
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  // Should the bench itself die (an error, a closed pipe), the server goes with it.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', orphaned);
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const fail = async (why: string) => {
    await stop();
    return new Error(`${why}\n${errors}`);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw await fail(`the server exited (code ${child.exitCode})`);
    const status = await fetch(`${baseUrl}/home/index`).then(
      (response) => response.status,
      () => undefined, // Not listening yet.
    );
    if (status === 200) return { baseUrl, stop, pid: child.pid! };
    if (status !== undefined) throw await fail(`GET /home/index answered HTTP ${status}`);
    if (Date.now() > deadline) throw await fail(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}
