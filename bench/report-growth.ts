import { GROWTH_LIMIT, type GrowthRow } from './growth-row.ts';
import { loadText, ms, table } from './report-text.ts';

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
