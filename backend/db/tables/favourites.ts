import type { Id, Millis } from './columns.ts';

// Favourite goods (the wire and the table say collection).

export interface CollectionTable {
  id: Id;
  account_id: number;
  goods_id: number;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    collection: CollectionTable;
  }
}
