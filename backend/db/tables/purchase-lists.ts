import type { Id, Millis } from './columns.ts';

// Purchase lists (常购清单) and their lines (migration 0026).

export interface PurchaseListTable {
  id: Id;
  company_id: number;
  /** The account that made it: a purchaser may change only its own. */
  account_id: number;
  name: string;
  created_at: Millis;
  updated_at: Millis;
}

/** One goods on a list, once: unique (list_id, goods_id). */
export interface PurchaseListItemTable {
  id: Id;
  list_id: number;
  goods_id: number;
  /** 1..9999. */
  quantity: number;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    purchase_list: PurchaseListTable;
    purchase_list_item: PurchaseListItemTable;
  }
}
