import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Invoices (docs/decisions/0019): one row per invoice the shop issued — blue for an
 * offline-paid order or a confirmed statement (consolidated invoicing), red (红字, negative) to
 * reverse part of a blue one after a refund — with its number, date, amounts split by 价税分离 and
 * the file (PDF, OFD or XML) in the private store. (invoice_code, invoice_no) is unique: one
 * number is issued once; a refund is reversed once (refund_id unique).
 */
export function invoices(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('invoice'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
        .addColumn('statement_id', 'integer', (col) => col.references('statement.id'))
        /** blue | red. */
        .addColumn('kind', 'varchar(4)', (col) => col.notNull())
        .addColumn('reverses_id', 'integer', (col) => col.references('invoice.id'))
        .addColumn('refund_id', 'integer', (col) => col.unique().references('refund.id'))
        .addColumn('invoice_type', 'integer', (col) => col.notNull())
        .addColumn('unit_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('taxcode', 'varchar(20)', (col) => col.notNull().defaultTo(''))
        .addColumn('invoice_code', 'varchar(12)', (col) => col.notNull().defaultTo(''))
        .addColumn('invoice_no', 'varchar(20)', (col) => col.notNull())
        .addColumn('issue_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('net_amount', 'bigint', (col) => col.notNull())
        .addColumn('tax_amount', 'bigint', (col) => col.notNull())
        .addColumn('tax_rate', 'integer', (col) => col.notNull())
        .addColumn('file_path', 'varchar(200)', (col) => col.notNull())
        .addColumn('file_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_number')
        .on('invoice')
        .columns(['invoice_code', 'invoice_no'])
        .unique()
        .execute();
      await db.schema.createIndex('invoice_order').on('invoice').columns(['order_id', 'kind']).execute();
      await db.schema.createIndex('invoice_statement').on('invoice').columns(['statement_id', 'kind']).execute();
    },
  };
}
