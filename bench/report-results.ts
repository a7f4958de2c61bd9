import type { Fixtures } from './dataset.ts';
import type { FirstLoadRow } from './first-load.ts';
import type { FloodCase } from './floods.ts';
import type { GrowthRow } from './growth-row.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { PageCpu } from './page-cpu.ts';
import type { PlanRow } from './plans.ts';
import type { ScaleResult } from './scale-result.ts';
import type { SearchCase } from './search.ts';
import type { SharedPagesResult } from './shared-pages.ts';
import type { PageWeight } from './weight.ts';

/** The storefront's speed targets on this 2-core machine. kB are 1,000 bytes. */
export const TARGETS = { searchP95Ms: 20, listP95Ms: 100, listConcurrency: 32, jsKb: 150, htmlCssKb: 60 } as const;

/** Everything `npm run bench` measured: results.json, and what RESULTS.md is written from. */
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
  /** The logged-in goods list served by 1 and by 2 processes (PostgreSQL only). */
  scale?: ScaleResult;
}
