import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { refreshStatistics } from '../backend/db/statistics.ts';
import { pickFixtures, prepareDatabase, targetEnv, type Target } from './dataset.ts';
import { ensureOrderCompanies, ORDER_COMPANIES } from './order-companies.ts';
import { BUYER, cpuOf, get, logIn } from './page-cpu.ts';
import { GROWTH_LIMIT, type GrowthRow, type GrowthSide } from './growth-row.ts';
import { growthTable } from './report-growth.ts';
import { startServer } from './server.ts';
import { summarise } from './stats.ts';

/** The small catalogue, on the large one's database; the large one is the benchmark's own (200,000 goods). */
const SMALL_GOODS = 20_000;
const smallTarget = (large: Target): Target =>
  large.dialect === 'sqlite'
    ? { dialect: 'sqlite', dataDir: join('data', 'bench-20k') }
    : { dialect: 'postgres', url: large.url, schema: 'bench_20k' };

/** One page fetched by one buyer from one server, measured in turn with the others. */
interface Probe {
  page: string;
  side: 'small' | 'large';
  label: string;
  path: string;
  baseUrl: string;
  pid: number;
  jar: Map<string, string>;
  cpu: number;
  samples: number[];
}

async function measure(probes: Probe[], options = { rounds: 6, perRound: 10, warmup: 10 }) {
  for (const probe of probes) for (let i = 0; i < options.warmup; i++) await get(probe.baseUrl, probe.path, probe.jar);
  // Rounds over every probe, both sizes included, so a burst of other work on the machine falls on both.
  for (let round = 0; round < options.rounds; round++) {
    for (const probe of probes) {
      const start = cpuOf(probe.pid);
      for (let i = 0; i < options.perRound; i++) {
        const began = performance.now();
        await get(probe.baseUrl, probe.path, probe.jar);
        probe.samples.push(performance.now() - began);
      }
      probe.cpu += cpuOf(probe.pid) - start;
    }
  }
}

/**
 * How a logged-in buyer's pages cost as the data grows: the goods list of a category, all goods
 * and a search at 20,000 and at 200,000 goods (two servers, each on its own database), and a
 * company's order list at 10 and at 10,000 orders (one server, two companies). CPU per page is
 * the server process's, as in page-cpu.ts; both sizes are measured in the same rounds.
 */
export async function costGrowth(
  large: { goods: number; target: Target },
  inputs: { keyword: string; port: number },
  log: (line: string) => void,
): Promise<GrowthRow[]> {
  const SMALL = { goods: SMALL_GOODS, target: smallTarget(large.target) };
  const small = await prepareDatabase(SMALL.target, SMALL.goods, log);
  await small.close();
  const big = await prepareDatabase(large.target, large.goods, log);
  let categoryId: number;
  try {
    // The busiest leaf of the large catalogue; both catalogues are seeded from the same tree.
    categoryId = (await pickFixtures(big.connection.db)).categoryId;
    await ensureOrderCompanies(big.connection.db, log);
    await refreshStatistics(big.connection);
  } finally {
    await big.close();
  }
  // The page cache off: a kept page costs the same whatever the data, and the work it saves is
  // what must not grow (a page is still rendered afresh whenever the cache lapses or moves on).
  const uncached = (target: Target) => ({ ...targetEnv(target), PAGE_CACHE_SECONDS: '0' });
  const servers = {
    small: await startServer(inputs.port, uncached(SMALL.target)),
    large: await startServer(inputs.port + 1, uncached(large.target)),
  };
  try {
    const goodsPages = [
      { page: 'category list', path: `/home/goods/${categoryId}` },
      { page: 'all goods', path: '/home/goods/all' },
      { page: `search ${inputs.keyword}`, path: `/home/goods/0?keyword=${encodeURIComponent(inputs.keyword)}` },
    ];
    const goodsLabel = (goods: number) => `${goods.toLocaleString('en')} goods`;
    const probes: Probe[] = [];
    for (const side of ['small', 'large'] as const) {
      const server = servers[side];
      const jar = await logIn(server.baseUrl, BUYER);
      const goods = side === 'small' ? SMALL.goods : large.goods;
      for (const { page, path } of goodsPages) {
        probes.push({
          page,
          side,
          label: goodsLabel(goods),
          path,
          baseUrl: server.baseUrl,
          pid: server.pid,
          jar,
          cpu: 0,
          samples: [],
        });
      }
    }
    const [fewer, more] = ORDER_COMPANIES;
    for (const [side, company] of [
      ['small', fewer],
      ['large', more],
    ] as const) {
      const jar = await logIn(servers.large.baseUrl, company);
      probes.push({
        page: 'order list',
        side,
        label: `${company.orders.toLocaleString('en')} orders`,
        path: '/userCenter/order',
        baseUrl: servers.large.baseUrl,
        pid: servers.large.pid,
        jar,
        cpu: 0,
        samples: [],
      });
    }
    const before = loadavg();
    await measure(probes);
    const after = loadavg();
    const sideOf = (probe: Probe): GrowthSide => ({
      label: probe.label,
      cpuMs: probe.cpu / probe.samples.length,
      latency: summarise(probe.samples),
    });
    const pages = [...new Set(probes.map((probe) => probe.page))];
    return pages.map((page) => {
      const smaller = sideOf(probes.find((probe) => probe.page === page && probe.side === 'small')!);
      const larger = probes.find((probe) => probe.page === page && probe.side === 'large')!;
      const ratio = sideOf(larger).cpuMs / smaller.cpuMs;
      return {
        database: large.target.dialect,
        page,
        path: larger.path,
        small: smaller,
        large: sideOf(larger),
        ratio,
        within: ratio <= GROWTH_LIMIT,
        loadAverage: { before, after },
      };
    });
  } finally {
    await servers.small.stop();
    await servers.large.stop();
  }
}

/**
 * `npx tsx bench/growth.ts`: only this table, on the databases `npm run bench` prepares (seeded if missing);
 * with BENCH_DATABASE_URL, on PostgreSQL.
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const target: Target = url ? { dialect: 'postgres', url } : { dialect: 'sqlite', dataDir: join('data', 'bench') };
  const rows = await costGrowth(
    { goods: 200_000, target },
    { keyword: '螺丝刀', port: Number(process.env.BENCH_PORT ?? 3311) },
    (line) => process.stderr.write(`${line}\n`),
  );
  process.stdout.write(`${growthTable(rows)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
