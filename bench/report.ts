import type { Fixtures } from './dataset.ts';
import type { LoadResult } from './load.ts';
import type { PageCpu } from './page-cpu.ts';
import type { SharedPagesResult } from './shared-pages.ts';
import type { PlanRow } from './plans.ts';
import type { SearchCase } from './search.ts';
import type { PageWeight } from './weight.ts';
import { firstLoadTable, type FirstLoadRow } from './first-load.ts';
import type { FloodCase } from './floods.ts';
import { GROWTH_LIMIT, type GrowthRow } from './growth-row.ts';
import { LCP_TARGET_MS, type LighthouseRun } from './lighthouse.ts';

/** The storefront's speed targets on this 2-core machine. kB are 1,000 bytes. */
export const TARGETS = { searchP95Ms: 20, listP95Ms: 100, listConcurrency: 32, jsKb: 150, htmlCssKb: 60 } as const;

export interface Results {
  date: string;
  machine: { cpus: number; cpu: string; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] };
  fixtures: Fixtures;
  /** Which index each storefront query's plan reads, after `analyze`. */
  plans: { database: 'sqlite' | 'postgres'; rows: PlanRow[] }[];
  search: { database: 'sqlite' | 'postgres'; cases: SearchCase[] }[];
  /** Absent when BENCH_ONLY=queries skipped the end-to-end part. */
  listPage?: { urls: string[]; levels: LoadResult[] };
  /** CPU per page for a logged-in buyer (SQLite). */
  loggedIn?: PageCpu[];
  weights: PageWeight[];
  /** First-load JavaScript of the buyer's pages (bench/first-load.ts), with the load average when measured. */
  buyerFirstLoad?: { loadAverage: number[]; rows: FirstLoadRow[] };
  /** Bodies of repeated fields: time to refuse one, and a page's wait meanwhile. */
  floods: FloodCase[];
  /** Lighthouse's mobile runs, or why they were skipped. */
  lighthouse?: { runs: LighthouseRun[] } | { skipped: string };
  /** CPU per logged-in page on the small and the large data set. */
  growth?: GrowthRow[];
  /** Logged-in home, list and detail as shared pages, on each database. */
  sharedPages?: ({ database: 'sqlite' | 'postgres' } & SharedPagesResult)[];
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** 'pass' with the headroom, or 'miss' with how much and how many times the target. */
function verdict(value: number, target: number, unit: string): string {
  if (value <= target) return `pass (${ms(target - value)} ${unit} under)`;
  return `**miss** by ${ms(value - target)} ${unit} (${(value / target).toFixed(1)}×)`;
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function searchTables(database: string, cases: SearchCase[], goods: number): string {
  const timed = table(
    ['case', 'matches', 'runs', 'mean ms', 'p50 ms', 'p95 ms', `p95 ≤ ${TARGETS.searchP95Ms} ms`],
    cases.map((c) => [
      c.name,
      String(c.matches),
      String(c.index.count),
      ms(c.index.mean),
      ms(c.index.p50),
      ms(c.index.p95),
      verdict(c.index.p95, TARGETS.searchP95Ms, 'ms'),
    ]),
  );
  const scans = cases.flatMap((c) => (c.like ? [{ ...c, like: c.like }] : []));
  const versus = table(
    ['keyword', 'matches (index / LIKE)', 'runs', 'index p95 ms', 'LIKE p95 ms', 'LIKE ÷ index'],
    scans.map((c) => [
      c.name,
      `${c.matches} / ${c.like.matches}${c.matches === c.like.matches ? '' : ' **differ**'}`,
      String(c.like.summary.count),
      ms(c.index.p95),
      ms(c.like.summary.p95),
      `${(c.like.summary.p95 / c.index.p95).toFixed(1)}×`,
    ]),
  );
  return [
    `### Search and filters in-process, ${database} (${goods} goods, goods.page, limit 20)`,
    timed,
    `### The same keywords as a LIKE '%term%' scan (${database})`,
    versus,
  ].join('\n\n');
}

function planTable(database: string, rows: PlanRow[]): string {
  return [
    `### Query plans, ${database}, after \`analyze\` (bench/plans.ts)`,
    "Each screen's query as its service builds it, explained; an index added for one screen must not take " +
      "over another's. Sort: none (read in order), ties (only rows equal on the index sorted), all.",
    table(
      ['query', 'screen', 'queries', 'index chosen', 'sort', 'expected', 'verdict'],
      rows.map((row) => [
        row.name,
        row.screen,
        String(row.queries),
        row.indexes.join(', ') + (row.fullScans.length > 0 ? `; reads ${row.fullScans.join(', ')} whole` : ''),
        row.sort,
        row.expected.join(' or '),
        row.ok ? 'as expected' : '**not expected**',
      ]),
    ),
  ].join('\n\n');
}

/** Logged-in pages as shared pages: CPU against rendered alone, and p95 at 32 connections, against their targets. */
function sharedPagesTable(runs: NonNullable<Results['sharedPages']>): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return runs
    .map((run) =>
      [
        `### Logged-in pages as shared pages (${run.database}; load average ${load(run.loadAverage)} after)`,
        table(
          ['page', 'CPU ms shared', 'CPU ms rendered alone', 'CPU ≤ 8 ms', 'p95 ms at 32 connections', 'p95 ≤ 100 ms'],
          run.pages.map((page, index) => {
            const cpu = run.cpu.shared[index]!.cpuMs;
            const p95 = run.load.byUrl[index]!.latency.p95;
            return [
              `${page.name} \`${page.path}\``,
              ms(cpu),
              ms(run.cpu.rendered[index]!.cpuMs),
              verdict(cpu, 8, 'ms'),
              ms(p95),
              verdict(p95, 100, 'ms'),
            ];
          }),
        ),
        `All three at 32 connections: ${run.load.perSecond.toFixed(0)} pages/s, p95 ${ms(run.load.latency.p95)} ms, ` +
          `${run.load.errors} errors.`,
      ].join('\n\n'),
    )
    .join('\n\n');
}

function loggedInTable(pages: PageCpu[]): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return [
    '### CPU per logged-in page (SQLite, one request at a time, the server process user + system)',
    table(
      ['page', 'requests', 'CPU ms per page', 'p50 ms', 'p95 ms', 'load average before → after'],
      pages.map((page) => [
        `\`${page.path}\``,
        String(page.requests),
        ms(page.cpuMs),
        ms(page.latency.p50),
        ms(page.latency.p95),
        `${load(page.loadAverage.before)} → ${load(page.loadAverage.after)}`,
      ]),
    ),
  ].join('\n\n');
}

const served = (level: LoadResult) => (level.rendered ? 'rendered every time' : 'visitors (page cache)');

function listPageTables(listPage: NonNullable<Results['listPage']>): string {
  const levels = table(
    ['connections', 'pages', 'requests', 'errors', 'p50 ms', 'p95 ms', 'requests/s', 'target'],
    listPage.levels.map((level) => [
      String(level.concurrency),
      served(level),
      String(level.requests),
      String(level.errors),
      ms(level.latency.p50),
      ms(level.latency.p95),
      level.perSecond.toFixed(1),
      level.concurrency === TARGETS.listConcurrency
        ? `p95 ≤ ${TARGETS.listP95Ms} ms: ${verdict(level.latency.p95, TARGETS.listP95Ms, 'ms')}`
        : '',
    ]),
  );
  const byUrl = table(
    [
      'URL',
      ...listPage.levels.flatMap((level) => {
        const at = `${level.concurrency}${level.rendered ? ' rendered' : ''}`;
        return [`p50 ms at ${at}`, `p95 ms at ${at}`];
      }),
    ],
    listPage.urls.map((url, index) => [
      `\`${decodeURIComponent(url)}\``,
      ...listPage.levels.flatMap((level) => [ms(level.byUrl[index]!.latency.p50), ms(level.byUrl[index]!.latency.p95)]),
    ]),
  );
  return [
    '### Goods-list page, server-rendered end to end (production server, loopback, keep-alive)',
    'Visitors are served from the page cache once a page is rendered (page-cache.ts); "rendered every time" ' +
      "requests carry a cookie that bypasses it, as a logged-in buyer's session does.",
    levels,
    byUrl,
  ].join('\n\n');
}

function weightTable(weights: PageWeight[]): string {
  return [
    '### Page weight of a first visit (gzip level 6; kB = 1,000 bytes)',
    table(
      [
        'page',
        'HTML kB',
        'CSS kB',
        'HTML + CSS kB',
        'first-load JS kB',
        `HTML + CSS ≤ ${TARGETS.htmlCssKb} kB`,
        `JS ≤ ${TARGETS.jsKb} kB`,
      ],
      weights.map((w) => [
        `${w.page} \`${w.path}\``,
        kb(w.html),
        kb(w.css),
        kb(w.html + w.css),
        `${kb(w.js)} (${w.jsFiles.length} files)`,
        verdict((w.html + w.css) / 1000, TARGETS.htmlCssKb, 'kB'),
        verdict(w.js / 1000, TARGETS.jsKb, 'kB'),
      ]),
    ),
  ].join('\n\n');
}

const loadText = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

function lighthouseTable(lighthouse: NonNullable<Results['lighthouse']>): string {
  const head = '### Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown; bench/lighthouse.ts)';
  if ('skipped' in lighthouse) return [head, `Skipped: ${lighthouse.skipped}.`].join('\n\n');
  const seconds = (value: number) => (value / 1000).toFixed(2);
  return [
    head,
    table(
      [
        'page',
        'who',
        'scripts',
        'LCP s',
        `LCP ≤ ${seconds(LCP_TARGET_MS)} s`,
        'TBT ms',
        'CLS',
        'score',
        'FCP s',
        'LCP element',
        'LCP phases ms',
        'load average before → after',
      ],
      lighthouse.runs.map((run) =>
        run.failed
          ? [
              `${run.page} \`${run.path}\``,
              run.who,
              run.scripts,
              `failed: ${run.failed.replaceAll('|', '\\|')}`,
              ...Array<string>(7).fill(''),
              `${loadText(run.loadAverage.before)} → ${loadText(run.loadAverage.after)}`,
            ]
          : [
              `${run.page} \`${run.path}\``,
              run.who,
              run.scripts,
              seconds(run.lcpMs),
              run.lcpMs <= LCP_TARGET_MS ? 'pass' : '**miss**',
              run.tbtMs.toFixed(0),
              run.cls.toFixed(3),
              run.score.toFixed(2),
              seconds(run.fcpMs),
              `\`${(run.lcpElement ?? '').replace(/\s+/g, ' ').replaceAll('|', '\\|').replaceAll('`', "'").slice(0, 120)}\``,
              run.lcpPhases.map((phase) => `${phase.phase} ${phase.ms.toFixed(0)}`).join(', '),
              `${loadText(run.loadAverage.before)} → ${loadText(run.loadAverage.after)}`,
            ],
      ),
    ),
  ].join('\n\n');
}

/** How CPU per page grows from the small to the large data set, against the limit. */
export function growthTable(rows: GrowthRow[]): string {
  const databases = [...new Set(rows.map((row) => row.database))].join(', ');
  return [
    `### How cost grows: CPU per logged-in page, small and large (${databases}, server process user + system)`,
    table(
      [
        'page',
        'small',
        'CPU ms',
        'p50 ms',
        'large',
        'CPU ms',
        'p50 ms',
        'large ÷ small',
        `within ${GROWTH_LIMIT}×`,
        'load average before → after',
      ],
      rows.map((row) => [
        `${row.page} \`${decodeURIComponent(row.path)}\`${databases.includes(',') ? ` (${row.database})` : ''}`,
        row.small.label,
        ms(row.small.cpuMs),
        ms(row.small.latency.p50),
        row.large.label,
        ms(row.large.cpuMs),
        ms(row.large.latency.p50),
        `${row.ratio.toFixed(2)}×`,
        row.within ? 'yes' : '**no**',
        `${loadText(row.loadAverage.before)} → ${loadText(row.loadAverage.after)}`,
      ]),
    ),
  ].join('\n\n');
}

/** RESULTS.md: what was measured, where, and against which targets. */
function floodTable(cases: FloodCase[]): string {
  return [
    '## Bodies of repeated fields',
    'A form of one field repeated up to the size limit, then a GET of the login page 100 ms later.',
    table(
      ['body', 'path', 'bytes', 'status', 'refused after ms', 'page waited ms'],
      cases.map((c) => [c.name, c.path, String(c.bytes), String(c.status), ms(c.refusedMs), ms(c.pingMs)]),
    ),
  ].join('\n\n');
}

export function markdown(results: Results): string {
  const { machine, fixtures } = results;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return (
    [
      '# Benchmark results (`npm run bench`)',
      `Measured ${results.date} on ${machine.cpus} × ${machine.cpu}, Node ${machine.node}; ` +
        `load average (1/5/15 min) ${load(machine.loadAverageBefore)} before, ${load(machine.loadAverageAfter)} after.`,
      `Filters: category ${fixtures.categoryId} (${fixtures.categoryName}, the busiest leaf), brand ${fixtures.brandId}, ` +
        `parameter ${fixtures.parameter.name} = ${fixtures.parameter.tag}, price ${fixtures.startPrice}–${fixtures.endPrice}.`,
      ...results.plans.map((run) => planTable(run.database, run.rows)),
      ...results.search.map((run) => searchTables(run.database, run.cases, fixtures.goods)),
      ...(results.listPage ? [listPageTables(results.listPage), weightTable(results.weights)] : []),
      ...(results.buyerFirstLoad
        ? [
            '### First-load JavaScript of a logged-in buyer (gzip level 6; kB = 1,000 bytes; bench/first-load.ts)',
            firstLoadTable(results.buyerFirstLoad.rows) +
              `\n\nLoad average (1/5/15 min) ${load(results.buyerFirstLoad.loadAverage)}; sizes do not depend on it.`,
          ]
        : []),
      ...(results.loggedIn ? [loggedInTable(results.loggedIn)] : []),
      ...(results.sharedPages ? [sharedPagesTable(results.sharedPages)] : []),
      ...(results.growth ? [growthTable(results.growth)] : []),
      ...(results.lighthouse ? [lighthouseTable(results.lighthouse)] : []),
      ...(results.floods.length > 0 ? [floodTable(results.floods)] : []),
    ].join('\n\n') + '\n'
  );
}
