import { performance } from 'node:perf_hooks';

/** What one benchmark case measured, in milliseconds. */
export interface Summary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
}

/** Nearest-rank percentile of samples sorted ascending: the value at least `p`% of samples do not exceed. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    mean: sorted.length ? total / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  };
}

export interface MeasureOptions {
  runs: number;
  warmup: number;
  /** Stop early after this long (slow baselines), once `minRuns` are in. */
  budgetMs: number;
  minRuns: number;
}

export const DEFAULT_MEASURE: MeasureOptions = { runs: 200, warmup: 5, budgetMs: 5_000, minRuns: 20 };

/** Runs `task` one call at a time, after a warm-up, and summarises the wall-clock time of each call. */
export async function measure(task: () => Promise<unknown>, options: Partial<MeasureOptions> = {}): Promise<Summary> {
  const { runs, warmup, budgetMs, minRuns } = { ...DEFAULT_MEASURE, ...options };
  for (let i = 0; i < warmup; i++) await task();
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (samples.length < runs && (samples.length < minRuns || performance.now() < deadline)) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}
