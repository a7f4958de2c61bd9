import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Quick orders (快速下单) and re-orders: each review of pasted lines, a file or an earlier order is
 * one row, found again by its random token. Confirming moves it from reviewed to added by one
 * conditional update, so a second submit or a second tab adds nothing. The codes no goods had are
 * counted per code for the staff. Goods are looked up by item number as well as by code, which
 * needs an index of its own.
 */
export function quickOrder(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('quick_order'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id').onDelete('cascade'))
        .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
        /** paste | file | reorder. */
        .addColumn('source', 'varchar(8)', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
        /** The lines as read (code, quantity, where from), JSON. */
        .addColumn('lines_json', 'text', (col) => col.notNull())
        /** After confirming: each line's outcome and whether it went in, JSON. */
        .addColumn('result_json', 'text')
        /** reviewed | added. */
        .addColumn('state', 'varchar(8)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('added_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('quick_order_company_added')
        .on('quick_order')
        .columns(['company_id', 'added_at'])
        .execute();
      await db.schema
        .createTable('quick_order_miss')
        .addColumn('code', 'varchar(50)', (col) => col.primaryKey())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('last_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('goods_no').on('goods').column('goods_no').execute();
    },
  };
}
