/**
 * `npm run bench`: seeds a separate database with 200,000 goods, then measures
 * search and filters in-process, the server-rendered goods list end to end, and the page
 * weight of a first visit; prints the tables and writes bench/results.json and bench/RESULTS.md.
 * BENCH_DATABASE_URL=postgres://… also measures search on PostgreSQL (schema `bench`). On each
 * database it first checks which index every storefront query's plan reads (bench/plans.ts).
 * It also runs Lighthouse's mobile audit on the home, list and detail pages (bench/lighthouse.ts;
 * BENCH_LIGHTHOUSE=0 skips it, as does a machine without Chromium) and compares a logged-in
 * buyer's pages at 20,000 and 200,000 goods and 10 and 10,000 orders (bench/growth.ts). On
 * PostgreSQL it also compares the logged-in goods list served by 1 and by 2 processes (bench/scale.ts).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { encodeParameterFilters } from '../common/areas/catalogue/parameter-filters.ts';
import type { Backend } from '../backend/app.ts';
import { pickFixtures, prepareDatabase, targetEnv, type Fixtures, type Target } from './dataset.ts';
import { load } from './load.ts';
import { markdown } from './report.ts';
import type { Results } from './report-results.ts';
import { benchSearch } from './search.ts';
import { benchQuickOrder } from './quick-order.ts';
import { floods } from './floods.ts';
import { costGrowth } from './growth.ts';
import { lighthousePages, lighthouseRuns, lighthouseSkipped } from './lighthouse.ts';
import { BUYER, cookieHeader, LOGGED_IN_PAGES, loggedInCpu, logIn } from './page-cpu.ts';
import { checkPlans } from './plans.ts';
import { scaling } from './scale.ts';
import { sharedPages } from './shared-pages.ts';
import { ensureBuild, startServer } from './server.ts';
import { pageWeight } from './weight.ts';
import { firstLoad } from './first-load.ts';

const GOODS = 200_000;
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const SQLITE: Target = { dialect: 'sqlite', dataDir: join('data', 'bench') };
/** Visitors, served from the page cache once a page is rendered; then every page rendered (the cache bypassed). */
const LEVELS = [
  { concurrency: 1, rendered: false },
  { concurrency: 32, rendered: false },
  { concurrency: 1, rendered: true },
  { concurrency: 32, rendered: true },
];
const REQUESTS_PER_LEVEL = 300;
const LEVEL_TIME_CAP_MS = 60_000;
const OUT = 'bench';

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The query plans, then search and filters in-process, on an opened benchmark database. The plans
 * come first: their check refreshes the statistics, the state in which an index can take over.
 */
async function searchOn(backend: Backend, dialect: Target['dialect']) {
  const fixtures = await pickFixtures(backend.connection.db);
  log(`query plans on ${dialect}:`);
  const rows = await checkPlans(backend, fixtures.categoryId);
  for (const row of rows) log(`  ${row.ok ? 'as expected' : 'NOT EXPECTED'}: ${row.name}: ${row.indexes.join(', ')}`);
  log(`search and filters on ${dialect}:`);
  return {
    fixtures,
    plans: { database: dialect, rows },
    run: { database: dialect, cases: await benchSearch(backend, fixtures, log) },
  };
}

/** Realistic goods-list URLs: a keyword search, all goods by sales, a busy category plain and filtered. */
function listUrls(baseUrl: string, fixtures: Fixtures): string[] {
  const url = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  };
  const category = `/home/goods/${fixtures.categoryId}`;
  return [
    url('/home/goods/0', { keyword: '螺丝刀' }),
    url('/home/goods/all', { orderName: 'sale_count' }),
    url(category),
    url(category, {
      brandId: String(fixtures.brandId),
      categoryParam: encodeParameterFilters([fixtures.parameter]),
      startPrice: fixtures.startPrice,
      endPrice: fixtures.endPrice,
    }),
  ];
}

async function endToEnd(fixtures: Fixtures) {
  ensureBuild(log);
  log(`starting the production server on port ${PORT}`);
  const server = await startServer(PORT, targetEnv(SQLITE));
  try {
    const urls = listUrls(server.baseUrl, fixtures);
    await load(urls, { concurrency: 2, requests: 20, timeCapMs: LEVEL_TIME_CAP_MS, rendered: true });
    const levels = [];
    for (const level of LEVELS) {
      log(`goods-list page at ${level.concurrency} connection(s)${level.rendered ? ', rendered every time' : ''}`);
      levels.push(await load(urls, { ...level, requests: REQUESTS_PER_LEVEL, timeCapMs: LEVEL_TIME_CAP_MS }));
    }
    log('CPU per logged-in page');
    const loggedIn = await loggedInCpu(server, LOGGED_IN_PAGES);
    const shared = { database: 'sqlite' as const, ...(await sharedPages(server, fixtures, log)) };
    const refusals = await floods(server.baseUrl, log);
    log('page weight');
    const weights = [
      await pageWeight(server.baseUrl, 'home', '/home/index'),
      await pageWeight(server.baseUrl, 'list', `/home/goods/${fixtures.categoryId}`),
      await pageWeight(server.baseUrl, 'detail', `/home/details/${fixtures.detailId}`),
    ];
    log('first-load JavaScript of a logged-in buyer');
    const buyerFirstLoad = { loadAverage: loadavg(), rows: await firstLoad(server.baseUrl) };
    // Lighthouse last: its Chromium loads the machine, and the figures above are the server's alone.
    const skipped = lighthouseSkipped();
    log(skipped ? `Lighthouse skipped: ${skipped}` : 'Lighthouse, mobile');
    const lighthouse = skipped
      ? { skipped }
      : {
          runs: await lighthouseRuns(
            server.baseUrl,
            lighthousePages(fixtures),
            cookieHeader(await logIn(server.baseUrl, BUYER)),
            log,
          ),
        };
    return {
      listPage: { urls: urls.map((url) => url.slice(server.baseUrl.length)), levels },
      loggedIn,
      sharedPages: [shared],
      weights,
      buyerFirstLoad,
      floods: refusals,
      lighthouse,
    };
  } finally {
    await server.stop();
  }
}

const loadAverageBefore = loadavg();
const sqlite = await prepareDatabase(SQLITE, GOODS, log);
let endToEndResults: Pick<
  Results,
  'listPage' | 'loggedIn' | 'sharedPages' | 'weights' | 'buyerFirstLoad' | 'floods' | 'lighthouse' | 'scale'
>;
const search: Awaited<ReturnType<typeof searchOn>>[] = [];
try {
  // End to end first: it needs the shared build, which is best caught while it is fresh.
  // BENCH_ONLY=queries skips it, to compare database work before and after a change quickly.
  endToEndResults =
    process.env.BENCH_ONLY === 'queries'
      ? { listPage: undefined, weights: [], floods: [] }
      : await endToEnd(await pickFixtures(sqlite.connection.db));
  search.push(await searchOn(sqlite, 'sqlite'));
  await benchQuickOrder(sqlite, log);
} finally {
  await sqlite.close();
}
// How a logged-in buyer's pages grow from 20,000 to 200,000 goods and from 10 to 10,000 orders.
const growth =
  process.env.BENCH_ONLY === 'queries'
    ? undefined
    : await costGrowth({ goods: GOODS, target: SQLITE }, { keyword: '螺丝刀', port: PORT + 10 }, log);
const growthOn = (target: Target) => costGrowth({ goods: GOODS, target }, { keyword: '螺丝刀', port: PORT + 30 }, log);
if (process.env.BENCH_DATABASE_URL) {
  const target: Target = { dialect: 'postgres', url: process.env.BENCH_DATABASE_URL };
  const postgres = await prepareDatabase(target, GOODS, log);
  try {
    search.push(await searchOn(postgres, 'postgres'));
    await benchQuickOrder(postgres, log);
  } finally {
    await postgres.close();
  }
  if (process.env.BENCH_ONLY !== 'queries') {
    // The shared pages once more, the shop's server on PostgreSQL.
    log(`starting the production server on PostgreSQL, port ${PORT + 20}`);
    const server = await startServer(PORT + 20, targetEnv(target));
    try {
      const shared = await sharedPages(server, search.at(-1)!.fixtures, log);
      endToEndResults.sharedPages = [...(endToEndResults.sharedPages ?? []), { database: 'postgres', ...shared }];
    } finally {
      await server.stop();
    }
    growth?.push(...(await growthOn(target)));
    endToEndResults.scale = await scaling(target, PORT + 40, log);
  }
}

const results: Results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    node: process.version,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
  },
  fixtures: search[0]!.fixtures,
  plans: search.map((done) => done.plans),
  search: search.map((done) => done.run),
  ...endToEndResults,
  growth,
};
// Written as `prettier --write` would, so `npm run lint` stays clean after a run.
const style = await resolveConfig(join(OUT, 'RESULTS.md'));
const report = await format(markdown(results), { ...style, parser: 'markdown' });
writeFileSync(join(OUT, 'results.json'), await format(JSON.stringify(results), { ...style, parser: 'json' }));
writeFileSync(join(OUT, 'RESULTS.md'), report);
process.stdout.write(report);
