import type { Kysely } from 'kysely';

/**
 * The console's out-of-stock card reads the goods on sale without stock; migration 0011 gave it
 * goods(on_sale, inventory), and with fresh statistics SQLite took that index for every listing of
 * goods on sale (all goods by sales, the home page's best sellers) and read and sorted all of them
 * instead of walking the sort index. A partial index holds only the goods without stock, so a
 * query can use it only when it asks for `inventory <= 0` itself: no storefront listing can.
 */
export function outOfStockIndex() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('goods_out_of_stock').execute();
      await db.schema
        .createIndex('goods_out_of_stock')
        .on('goods')
        .columns(['on_sale', 'inventory'])
        .where('inventory', '<=', 0)
        .execute();
    },
  };
}
