import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Favourites (收藏): an account's goods, each at most once. */
export function collection(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('collection');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('collection_account_goods', ['account_id', 'goods_id'])
        .execute();
    },
  };
}
