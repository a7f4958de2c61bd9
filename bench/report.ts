import { firstLoadTable } from './first-load.ts';
import { floodTable } from './report-floods.ts';
import { growthTable } from './report-growth.ts';
import { lighthouseTable } from './report-lighthouse.ts';
import { listPageTables, loggedInTable, sharedPagesTable, weightTable } from './report-pages.ts';
import { planTable, searchTables } from './report-queries.ts';
import type { Results } from './report-results.ts';
import { scaleTable } from './report-scale.ts';

/** RESULTS.md: what was measured, where, and against which targets. */
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
      ...(results.scale ? [scaleTable(results.scale)] : []),
      ...(results.lighthouse ? [lighthouseTable(results.lighthouse)] : []),
      ...(results.floods.length > 0 ? [floodTable(results.floods)] : []),
    ].join('\n\n') + '\n'
  );
}
