import type { Id, Millis } from './columns.ts';

// Budgets (预算) and their ledger (migration 0028).

/** One budget: unique (company_id, account_id, period). */
export interface BudgetTable {
  id: Id;
  company_id: number;
  /** 0: the company's own budget, counting every order; else the sub-account whose orders it counts. */
  account_id: number;
  /** 'month' | 'year' (common/areas/budgets). */
  period: string;
  /** Ten-thousandths of a yuan, whole fen. */
  amount: number;
  updated_at: Millis;
  /** The account that last set it. */
  updated_by: number | null;
}

/** A reservation (+) or a release (−) of an order's amount: unique (kind, ref_id). */
export interface BudgetEntryTable {
  id: Id;
  company_id: number;
  /** Whose order it is (the purchaser's, for an approved purchase). */
  account_id: number;
  order_id: number;
  /** YYYY-MM, Shanghai time of the order: a release counts in the month its reservation did. */
  month: string;
  /** reserve | cancel | refund. */
  kind: string;
  /** The order (reserve, cancel) or the refund (refund). */
  ref_id: number;
  amount: number;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    budget: BudgetTable;
    budget_entry: BudgetEntryTable;
  }
}
