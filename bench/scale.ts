import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { prepareDatabase, targetEnv, type Target } from './dataset.ts';
import { load } from './load.ts';
import { cookieHeader, cpuOf, LOGGED_IN_PAGES, logIn } from './page-cpu.ts';
import { scaleTable } from './report-scale.ts';
import type { LoadMessage, LoadTask } from './scale-load.ts';
import type { CpuSplit, ScaleResult, ScaleRun } from './scale-result.ts';
import { childPids, cpuByPid, cpuSince, machineTicks, postgresPids, rssKb, threadTicks } from './scale-proc.ts';
import { startServer } from './server.ts';

/**
 * How the shop scales with its processes (WEB_CONCURRENCY, docs/decisions/0028): the logged-in
 * goods list on PostgreSQL served by 1 and then by 2 processes, each loaded alike, every request
 * rendered for the buyer (no page cache). On a machine of 2 cores the load generator and
 * PostgreSQL compete with the shop for them, so each run also says where the CPU went.
 */
const PROCESS_COUNTS = [1, 2] as const;
const CONCURRENCY = 32;
const SECONDS = 20;
const WARMUP_SECONDS = 5;
/** All goods by sales, logged in: the goods list a buyer opens first. */
const PAGE = LOGGED_IN_PAGES[1];
/** The shop's connections to PostgreSQL carry this name, so their backends' CPU is told from other work's. */
const APPLICATION_NAME = 'caigou-bench-scale';
/** Of the cookies, one that is neither the session nor the language renders the page for this buyer alone (page-cache.ts). */
const RENDER_ALONE = 'bench=render';
/** The load generator's nice value unless BENCH_SCALE_NICE says: below the shop's, so it takes what they leave. */
const DEFAULT_NICE = 10;

/** The processes serving requests: the one process, or, once all have started, the primary's workers. */
async function servingPids(pid: number, processes: number): Promise<number[]> {
  if (processes === 1) return [pid];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const workers = childPids(pid);
    if (workers.length === processes) return workers;
    if (Date.now() > deadline) throw new Error(`the primary has ${workers.length} workers, not ${processes}`);
    await sleep(250);
  }
}

/** The buyer's session cookies, the login's toast left behind (it is shown once, on the first page). */
async function buyerSession(baseUrl: string): Promise<string> {
  const jar = await logIn(baseUrl);
  await fetch(`${baseUrl}/home/index`, { headers: { cookie: cookieHeader(jar) } }).then((response) =>
    response.arrayBuffer(),
  );
  jar.delete('caigou_toast');
  return cookieHeader(jar);
}

/**
 * That the page the load asks for is rendered for this buyer: the session alone is answered with a
 * shared page, with the extra cookie the page is rendered afresh (no page-cache header), logged in.
 */
async function checkRenderedForBuyer(url: string, session: string) {
  const answer = async (cookie: string) => {
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() };
  };
  const shared = await answer(session);
  const rendered = await answer(`${session}; ${RENDER_ALONE}`);
  if (shared.cache !== 'shared')
    throw new Error(`with the session alone the page answered X-Page-Cache ${shared.cache}`);
  if (rendered.status !== 200 || rendered.cache !== null || !rendered.html.includes('/home/logout')) {
    throw new Error(
      `the page is not rendered for the buyer: HTTP ${rendered.status}, X-Page-Cache ${rendered.cache ?? 'none'}`,
    );
  }
}

/**
 * Loads the page until every serving process has done its share of the warm-up (the cluster hands
 * connections out in turn, so one that is not yet listening would get none and stay cold).
 */
async function warmUp(url: string, session: string, serving: number[]) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = cpuByPid(serving);
    const done = await load([url], {
      concurrency: CONCURRENCY,
      requests: Number.MAX_SAFE_INTEGER,
      timeCapMs: WARMUP_SECONDS * 1000,
      rendered: true,
      cookie: session,
    });
    if (done.errors > 0) throw new Error(`${done.errors} of ${done.requests} warm-up requests failed`);
    const after = cpuByPid(serving);
    const used = serving.map((pid) => after.get(pid)! - before.get(pid)!);
    const mean = used.reduce((sum, ms) => sum + ms, 0) / used.length;
    if (used.every((ms) => ms >= mean / 4)) return;
  }
  throw new Error('a worker took no part in the warm-up: not every process serves');
}

/** Every process's CPU time at one moment; the shop's PostgreSQL backends are looked up first. */
async function snapshot(database: pg.Pool, pids: { serving: number[]; primary?: number; loader: number }) {
  const { rows } = await database.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [APPLICATION_NAME],
  );
  return {
    at: performance.now(),
    serving: pids.serving.map((pid) => cpuOf(pid)),
    servingThreads: pids.serving.map(threadTicks),
    primary: pids.primary === undefined ? undefined : cpuOf(pids.primary),
    loader: cpuOf(pids.loader),
    postgresShop: cpuByPid(rows.map((row) => row.pid)),
    postgresAll: cpuByPid(postgresPids()),
    machine: machineTicks(),
  };
}

function cpuSplit(before: Awaited<ReturnType<typeof snapshot>>, after: typeof before): CpuSplit {
  return {
    seconds: (after.at - before.at) / 1000,
    servingMs: after.serving.map((ms, index) => ms - before.serving[index]!),
    mainThreadShare: after.servingThreads.map(
      (ticks, index) =>
        (ticks.main - before.servingThreads[index]!.main) / (ticks.all - before.servingThreads[index]!.all),
    ),
    primaryMs: after.primary === undefined ? undefined : after.primary - before.primary!,
    loadGeneratorMs: after.loader - before.loader,
    postgresShopMs: cpuSince(before.postgresShop, after.postgresShop),
    postgresAllMs: cpuSince(before.postgresAll, after.postgresAll),
    machineBusy: (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total),
  };
}

/** The next message of the load generator, or its death. */
function nextMessage(child: ChildProcess): Promise<LoadMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load generator exited (code ${code})`));
    child.once('exit', onExit);
    child.once('message', (message: LoadMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

/** The load, from a process of its own at `nice`, with every process's CPU time read as it starts and ends. */
async function measuredLoad(task: LoadTask, database: pg.Pool, pids: { serving: number[]; primary?: number }) {
  const child = fork(fileURLToPath(new URL('./scale-load.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const started = nextMessage(child);
    child.send(task);
    await started;
    const before = await snapshot(database, { ...pids, loader: child.pid! });
    const message = await nextMessage(child);
    if (!('result' in message)) throw new Error('the load generator answered out of turn');
    const after = await snapshot(database, { ...pids, loader: child.pid! });
    // Let go of it: with the channel closed it has nothing left to do and exits.
    child.disconnect();
    return { load: message.result, cpu: cpuSplit(before, after) };
  } finally {
    // Still held only if the bench failed meanwhile.
    if (child.connected) child.kill();
    await exited;
  }
}

async function measureRun(
  target: Extract<Target, { dialect: 'postgres' }>,
  options: { port: number; processes: number; nice: number },
  database: pg.Pool,
): Promise<ScaleRun> {
  const env = { ...targetEnv(target), WEB_CONCURRENCY: String(options.processes), PGAPPNAME: APPLICATION_NAME };
  const server = await startServer(options.port, env);
  try {
    const serving = await servingPids(server.pid, options.processes);
    const primary = options.processes === 1 ? undefined : server.pid;
    const url = `${server.baseUrl}${PAGE}`;
    const session = await buyerSession(server.baseUrl);
    await checkRenderedForBuyer(url, session);
    await warmUp(url, session, serving);
    const loadBefore = loadavg();
    const task: LoadTask = {
      urls: [url],
      cookie: session,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      nice: options.nice,
    };
    const measured = await measuredLoad(task, database, { serving, primary });
    return {
      processes: options.processes,
      ...measured,
      memory: { servingKb: serving.map(rssKb), primaryKb: primary === undefined ? undefined : rssKb(primary) },
      loadAverage: { before: loadBefore, after: loadavg() },
    };
  } finally {
    await server.stop();
  }
}

/** The logged-in goods list at 32 connections for 20 s, served by 1 and then by 2 processes on `target`. */
export async function scaling(
  target: Extract<Target, { dialect: 'postgres' }>,
  port: number,
  log: (line: string) => void,
): Promise<ScaleResult> {
  const nice = Number(process.env.BENCH_SCALE_NICE ?? DEFAULT_NICE);
  const database = new pg.Pool({ connectionString: target.url, max: 1 });
  try {
    const runs: ScaleRun[] = [];
    for (const processes of PROCESS_COUNTS) {
      log(`logged-in goods list on PostgreSQL, ${processes} process(es), ${CONCURRENCY} connections for ${SECONDS} s`);
      runs.push(await measureRun(target, { port, processes, nice }, database));
    }
    return {
      page: PAGE,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      cores: availableParallelism(),
      nice,
      runs,
      ratio: runs[1]!.load.perSecond / runs[0]!.load.perSecond,
    };
  } finally {
    await database.end();
  }
}

/**
 * `npx tsx bench/scale.ts`: the figures above alone, printed and written nowhere, on the benchmark's
 * PostgreSQL database (BENCH_DATABASE_URL, schema `bench`, 200,000 goods, seeded if missing);
 * BENCH_SCALE_GOODS=20000 uses a smaller catalogue in a schema of its own (`bench_20k`).
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL=postgres://… is needed: several processes serve PostgreSQL only');
  const goods = Number(process.env.BENCH_SCALE_GOODS ?? 200_000);
  if (!Number.isInteger(goods / 1000) || goods <= 0)
    throw new Error('BENCH_SCALE_GOODS is a whole number of thousands');
  const target: Target = { dialect: 'postgres', url, schema: goods === 200_000 ? undefined : `bench_${goods / 1000}k` };
  const log = (line: string) => process.stderr.write(`${line}\n`);
  await (await prepareDatabase(target, goods, log)).close();
  const result = await scaling(target, Number(process.env.BENCH_PORT ?? 3304), log);
  process.stdout.write(`${scaleTable(result)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
