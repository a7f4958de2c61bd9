import type { Target } from './dataset.ts';
import type { Summary } from './stats.ts';

/** What bench/growth.ts measures and bench/report-growth.ts prints, apart from both so neither imports the other. */

/** A page's cost must stay within this factor between the small and the large data set. */
export const GROWTH_LIMIT = 2;

export interface GrowthSide {
  label: string;
  cpuMs: number;
  latency: Summary;
}

export interface GrowthRow {
  database: Target['dialect'];
  page: string;
  path: string;
  small: GrowthSide;
  large: GrowthSide;
  /** large ÷ small CPU per page. */
  ratio: number;
  within: boolean;
  loadAverage: { before: number[]; after: number[] };
}
