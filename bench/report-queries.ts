import type { PlanRow } from './plans.ts';
import { TARGETS } from './report-results.ts';
import { ms, table, verdict } from './report-text.ts';
import type { SearchCase } from './search.ts';

/** Search and filters in-process against their target, and the same keywords as a LIKE scan. */
export function searchTables(database: string, cases: SearchCase[], goods: number): string {
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

/** Which index each storefront query reads, against the ones expected. */
export function planTable(database: string, rows: PlanRow[]): string {
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
