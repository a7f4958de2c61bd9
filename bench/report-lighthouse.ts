import { LCP_TARGET_MS } from './lighthouse.ts';
import type { Results } from './report-results.ts';
import { loadText, table } from './report-text.ts';

/** Lighthouse's mobile runs, each against the LCP target, or why they were skipped. */
export function lighthouseTable(lighthouse: NonNullable<Results['lighthouse']>): string {
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
