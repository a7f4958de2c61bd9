import { loadText, ms, table } from './report-text.ts';
import { SCALE_TARGET, type ScaleResult, type ScaleRun } from './scale-result.ts';

/** CPU time over the load's wall-clock time: how many cores' worth a process (or several) used. */
const cores = (cpuMs: number, run: ScaleRun) => (cpuMs / (run.cpu.seconds * 1000)).toFixed(2);
const mb = (kb: number) => (kb / 1024).toFixed(0);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Work on the machine outside the shop, the load generator and PostgreSQL (the bench waits meanwhile), in ms. */
const restMs = (run: ScaleRun, machineCores: number) =>
  run.cpu.machineBusy * machineCores * run.cpu.seconds * 1000 -
  sum(run.cpu.servingMs) -
  (run.cpu.primaryMs ?? 0) -
  run.cpu.loadGeneratorMs -
  run.cpu.postgresAllMs;
/** Other work above this many cores takes enough from the shop to skew the ratio. */
const NOISE_CORES = 0.15;

/** Pages per second with 1 and 2 processes, the ratio against its target, and where the CPU and memory went. */
export function scaleTable(result: ScaleResult): string {
  const verdict =
    result.ratio >= SCALE_TARGET
      ? `pass (${(result.ratio - SCALE_TARGET).toFixed(2)} over)`
      : `**miss** by ${(SCALE_TARGET - result.ratio).toFixed(2)}`;
  const noise = Math.max(...result.runs.map((run) => restMs(run, result.cores) / (run.cpu.seconds * 1000)));
  return [
    `### Scaling: the logged-in goods list on PostgreSQL, 1 and 2 processes (${result.cores} cores; bench/scale.ts)`,
    `\`${result.page}\` rendered for the demo buyer on every request (no page cache), ${result.concurrency} connections ` +
      `for ${result.seconds} s after a warm-up; the load generator is a process of its own at nice ${result.nice}. ` +
      'CPU is in cores: CPU time over the wall-clock time of the load.',
    table(
      [
        'processes',
        'pages/s',
        'p50 ms',
        'p95 ms',
        'errors',
        'shop CPU',
        'CPU ms per page',
        'primary CPU',
        'load generator CPU',
        'PostgreSQL CPU, shop / all',
        'rest of the machine CPU',
        'machine busy',
        'RSS MB per process',
        'primary RSS MB',
        'load average before → after',
      ],
      result.runs.map((run) => [
        String(run.processes),
        run.load.perSecond.toFixed(0),
        ms(run.load.latency.p50),
        ms(run.load.latency.p95),
        String(run.load.errors),
        run.cpu.servingMs
          .map((cpu, index) => `${cores(cpu, run)} (main thread ${cores(cpu * run.cpu.mainThreadShare[index]!, run)})`)
          .join(' + '),
        ms(sum(run.cpu.servingMs) / run.load.requests),
        run.cpu.primaryMs === undefined ? '—' : cores(run.cpu.primaryMs, run),
        cores(run.cpu.loadGeneratorMs, run),
        `${cores(run.cpu.postgresShopMs, run)} / ${cores(run.cpu.postgresAllMs, run)}`,
        cores(restMs(run, result.cores), run),
        `${(run.cpu.machineBusy * 100).toFixed(0)} %`,
        run.memory.servingKb.map(mb).join(', '),
        run.memory.primaryKb === undefined ? '—' : mb(run.memory.primaryKb),
        `${loadText(run.loadAverage.before)} → ${loadText(run.loadAverage.after)}`,
      ]),
    ),
    `2 processes ÷ 1: ${result.ratio.toFixed(2)}× pages/s; target ≥ ${SCALE_TARGET}×: ${verdict}.` +
      (noise > NOISE_CORES
        ? ` Other work on the machine took up to ${noise.toFixed(2)} cores meanwhile, which skews the ratio: measure again on a quiet machine.`
        : ''),
  ].join('\n\n');
}
