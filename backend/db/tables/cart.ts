import type { Id, Millis } from './columns.ts';

// Cart lines.

export interface CartItemTable {
  id: Id;
  account_id: number;
  goods_id: number;
  quantity: number;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    cart_item: CartItemTable;
  }
}
