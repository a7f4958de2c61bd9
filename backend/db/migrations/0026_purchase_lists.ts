import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Purchase lists (常购清单): named lists of goods and quantities a company's accounts share. A
 * goods is on a list once (the unique key), so two adds at once add up on one line; deleting a
 * list takes its lines with it.
 */
export function purchaseLists(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('purchase_list'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id').onDelete('cascade'))
        .addColumn('name', 'varchar(30)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('purchase_list_company')
        .on('purchase_list')
        .columns(['company_id', 'updated_at'])
        .execute();
      await withId(db.schema.createTable('purchase_list_item'))
        .addColumn('list_id', 'integer', (col) => col.notNull().references('purchase_list.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('purchase_list_item_goods', ['list_id', 'goods_id'])
        .execute();
    },
  };
}
