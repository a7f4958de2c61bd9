import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { targetEnv, type Target } from './dataset.ts';
import { startServer } from './server.ts';
import { summarise, type Summary } from './stats.ts';

/** The logged-in pages once found slow: the home page and all goods by sales. */
export const LOGGED_IN_PAGES = ['/home/index', '/home/goods/all?orderName=sale_count'] as const;

/** A desktop browser, as in load.ts: the server streams to browsers and renders whole pages for bots. */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36';
/**
 * A demo company without prices of its own (DESIGN.md), whose buyers are served shared pages: the
 * demo company's price list has each of its pages rendered for the buyer alone.
 */
export const BUYER = { username: 'huadong', password: 'Demo12345' };

export interface PageCpu {
  path: string;
  requests: number;
  /** The server process's CPU time (user + system, every thread) per page. */
  cpuMs: number;
  /** Time to the last byte, one request at a time. */
  latency: Summary;
  /** Load average (1/5/15 min) before and after, since other work on the machine skews both figures. */
  loadAverage: { before: number[]; after: number[] };
}

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);

/** User + system CPU of a process so far, from /proc (Linux). */
export function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Cookies the server set, kept as a browser would for the next request. */
function remember(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Logs a buyer (the demo company's main account unless told) in through the login form, as a browser without JavaScript does. */
export async function logIn(
  baseUrl: string,
  account: { username: string; password: string } = BUYER,
): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const body = new URLSearchParams({ intent: 'login', loginType: '1', ...account });
  const response = await fetch(`${baseUrl}/home/login`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: baseUrl, 'user-agent': BROWSER },
  });
  remember(jar, response);
  if (response.status !== 302 || jar.size === 0) throw new Error(`login answered HTTP ${response.status}`);
  return jar;
}

export async function get(baseUrl: string, path: string, jar: Map<string, string>): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: 'manual',
    headers: { cookie: cookieHeader(jar), 'accept-encoding': 'gzip', 'user-agent': BROWSER },
  });
  await response.arrayBuffer();
  remember(jar, response);
  if (response.status !== 200) throw new Error(`GET ${path} answered HTTP ${response.status}`);
  return response.status;
}

/**
 * CPU per page for a logged-in buyer: one request at a time, the pages taken in turn in rounds
 * so a burst of other work on the machine falls on all of them; the server's CPU time is read
 * around each batch of one page.
 */
export async function loggedInCpu(
  server: { baseUrl: string; pid: number },
  paths: readonly string[],
  options: { rounds: number; perRound: number; warmup: number } = { rounds: 6, perRound: 10, warmup: 10 },
  /** Cookies sent besides the session's: any other keeps the pages from the shared pages (page-cache.ts). */
  extraCookies: [string, string][] = [],
): Promise<PageCpu[]> {
  const jar = await logIn(server.baseUrl);
  for (const [name, value] of extraCookies) jar.set(name, value);
  for (const path of paths) for (let i = 0; i < options.warmup; i++) await get(server.baseUrl, path, jar);
  const loadBefore = loadavg();
  const cpu = new Map(paths.map((path) => [path, 0]));
  const samples = new Map<string, number[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const path of paths) {
      const start = cpuOf(server.pid);
      for (let i = 0; i < options.perRound; i++) {
        const began = performance.now();
        await get(server.baseUrl, path, jar);
        samples.get(path)!.push(performance.now() - began);
      }
      cpu.set(path, cpu.get(path)! + cpuOf(server.pid) - start);
    }
  }
  const loadAfter = loadavg();
  return paths.map((path) => ({
    path,
    requests: samples.get(path)!.length,
    cpuMs: cpu.get(path)! / samples.get(path)!.length,
    latency: summarise(samples.get(path)!),
    loadAverage: { before: loadBefore, after: loadAfter },
  }));
}

/**
 * `npx tsx bench/page-cpu.ts [checkout]`: CPU per logged-in page on the benchmark database that
 * `npm run bench` prepared (PostgreSQL with BENCH_DATABASE_URL), served by this checkout or by
 * another one with its own build — to compare code before and after a change on the same data.
 * Unlike `npm run bench` it never opens the database itself, so the older code's server is the
 * one that meets it.
 */
async function main(checkout: string) {
  const url = process.env.BENCH_DATABASE_URL;
  const target: Target = url ? { dialect: 'postgres', url } : { dialect: 'sqlite', dataDir: join('data', 'bench') };
  if (target.dialect === 'sqlite' && !existsSync(join(target.dataDir, 'caigou.sqlite'))) {
    throw new Error('no benchmark database: run `npm run bench` (BENCH_ONLY=queries is enough) first');
  }
  const env = targetEnv(target);
  env.DATA_DIR = resolve(env.DATA_DIR!);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3302), env, resolve(checkout));
  try {
    const pages = await loggedInCpu(server, LOGGED_IN_PAGES);
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
    process.stdout.write(`${target.dialect}, ${resolve(checkout)}\n`);
    for (const page of pages) {
      process.stdout.write(
        `${page.path}: ${page.cpuMs.toFixed(1)} ms CPU per page, p50 ${page.latency.p50.toFixed(1)} ms, ` +
          `${page.requests} requests; load average ${load(page.loadAverage.before)} → ${load(page.loadAverage.after)}\n`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv[2] ?? '.');
