import type { Kysely } from 'kysely';

/**
 * The goods list sorts by popularity, sales and price as well as by date
 * (SPEC §4): each sort gets its own index, so 'all goods, by sales' reads the
 * first page off the index instead of sorting every goods. Brands of a category
 * come from (category_id, brand_id) without touching the rows.
 */
export function goodsSortIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('goods_browse').on('goods').column('browse_count').execute();
      await db.schema.createIndex('goods_sales').on('goods').column('sale_count').execute();
      await db.schema.createIndex('goods_price').on('goods').column('sale_price').execute();
      await db.schema
        .createIndex('goods_category_brand')
        .on('goods')
        .columns(['category_id', 'brand_id', 'on_sale'])
        .execute();
    },
  };
}
