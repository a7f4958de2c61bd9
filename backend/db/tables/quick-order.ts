import type { Id, Millis } from './columns.ts';

// Quick orders and re-orders (migration 0025).

export interface QuickOrderTable {
  id: Id;
  company_id: number;
  account_id: number;
  token: string;
  /** paste | file | reorder. */
  source: string;
  order_id: number | null;
  lines_json: string;
  result_json: string | null;
  /** reviewed | added. */
  state: string;
  created_at: Millis;
  added_at: Millis | null;
}

/** A code quick orders asked for that no goods had: how often, and when last. */
export interface QuickOrderMissTable {
  code: string;
  count: number;
  last_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    quick_order: QuickOrderTable;
    quick_order_miss: QuickOrderMissTable;
  }
}
