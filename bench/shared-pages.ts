import { cpSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect } from '../backend/db/connect.ts';
import { pickFixtures, targetEnv, type Target } from './dataset.ts';
import { load, type LoadResult } from './load.ts';
import { cookieHeader, logIn, loggedInCpu, type PageCpu } from './page-cpu.ts';
import { startServer } from './server.ts';

/**
 * A logged-in buyer's home, goods list and goods detail (docs/decisions/0023): CPU per page as a
 * shared page and rendered for the buyer alone (the same page; any other cookie keeps a request
 * from the shared pages), and the shared pages under load at 32 connections.
 */
export interface SharedPagesResult {
  pages: { name: string; path: string }[];
  cpu: { shared: PageCpu[]; rendered: PageCpu[] };
  load: LoadResult;
  loadAverage: number[];
}

/** Any cookie but the session's and the language's renders the page for this request alone (page-cache.ts). */
const RENDER_ALONE: [string, string] = ['bench', 'render'];

export function sharedPagePaths(fixtures: { categoryId: number; detailId: number }) {
  return [
    { name: 'home', path: '/home/index' },
    { name: 'list', path: `/home/goods/${fixtures.categoryId}` },
    { name: 'detail', path: `/home/details/${fixtures.detailId}` },
  ];
}

export async function sharedPages(
  server: { baseUrl: string; pid: number },
  fixtures: { categoryId: number; detailId: number },
  log: (line: string) => void = () => undefined,
): Promise<SharedPagesResult> {
  const pages = sharedPagePaths(fixtures);
  const paths = pages.map((page) => page.path);
  log('CPU per logged-in page, shared and rendered alone');
  const shared = await loggedInCpu(server, paths);
  const rendered = await loggedInCpu(server, paths, undefined, [RENDER_ALONE]);
  log('logged-in pages at 32 connections');
  const jar = await logIn(server.baseUrl);
  // The login's toast is shown on the first page; then the session and the language remain.
  await fetch(`${server.baseUrl}/home/index`, { headers: { cookie: cookieHeader(jar) } });
  jar.delete('caigou_toast');
  const urls = paths.map((path) => `${server.baseUrl}${path}`);
  const cookie = cookieHeader(jar);
  await load(urls, { concurrency: 4, requests: 40, timeCapMs: 30_000, cookie });
  const underLoad = await load(urls, { concurrency: 32, requests: 3_000, timeCapMs: 60_000, cookie });
  return { pages, cpu: { shared, rendered }, load: underLoad, loadAverage: loadavg() };
}

/**
 * `npx tsx bench/shared-pages.ts`: the figures above on a copy of the benchmark database that
 * `npm run bench` prepared (data/bench), so a bench running meanwhile keeps its own; with
 * BENCH_DATABASE_URL, on its PostgreSQL schema instead. BENCH_CHECKOUT=<folder> serves another
 * checkout (built) on the same database, to compare a change with what it changes.
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const sqliteCopy = resolve(join('data', 'bench-shared'));
  const target: Target = url ? { dialect: 'postgres', url } : { dialect: 'sqlite', dataDir: sqliteCopy };
  if (!url) {
    const source = join('data', 'bench');
    if (!existsSync(join(source, 'caigou.sqlite'))) throw new Error('no benchmark database: run `npm run bench` first');
    rmSync(sqliteCopy, { recursive: true, force: true });
    cpSync(source, sqliteCopy, { recursive: true });
  }
  const env = targetEnv(target);
  const connection = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  const fixtures = await pickFixtures(connection.db);
  await connection.close();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3303), env, process.env.BENCH_CHECKOUT);
  try {
    const result = await sharedPages(server, fixtures, (line) => process.stdout.write(`${line}\n`));
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
    for (const [index, page] of result.pages.entries()) {
      const shared = result.cpu.shared[index]!;
      const rendered = result.cpu.rendered[index]!;
      const p95 = result.load.byUrl[index]!.latency.p95;
      process.stdout.write(
        `${page.name} ${page.path}: ${shared.cpuMs.toFixed(1)} ms CPU shared, ${rendered.cpuMs.toFixed(1)} ms rendered alone; ` +
          `p95 ${p95.toFixed(0)} ms at 32 connections\n`,
      );
    }
    process.stdout.write(
      `${target.dialect}, 32 connections: ${result.load.perSecond.toFixed(0)} pages/s, p95 ${result.load.latency.p95.toFixed(0)} ms, ` +
        `${result.load.errors} errors; load average ${load(result.loadAverage)}\n`,
    );
  } finally {
    await server.stop();
    if (!url) rmSync(sqliteCopy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
