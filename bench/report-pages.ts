import type { LoadResult } from './load.ts';
import type { PageCpu } from './page-cpu.ts';
import { TARGETS, type Results } from './report-results.ts';
import { kb, ms, table, verdict } from './report-text.ts';
import type { PageWeight } from './weight.ts';

/** Logged-in pages as shared pages: CPU against rendered alone, and p95 at 32 connections, against their targets. */
export function sharedPagesTable(runs: NonNullable<Results['sharedPages']>): string {
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

/** CPU per logged-in page, one request at a time. */
export function loggedInTable(pages: PageCpu[]): string {
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

/** The goods-list page end to end at each number of connections, and by URL. */
export function listPageTables(listPage: NonNullable<Results['listPage']>): string {
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

/** What a first visit downloads, against the size targets. */
export function weightTable(weights: PageWeight[]): string {
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
