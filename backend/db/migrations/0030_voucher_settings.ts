import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Each company's voucher settings (its account codes for ERP vouchers): one row per company,
 * written once and then replaced as a whole. Until a company saves, the defaults in
 * common/areas/vouchers/settings.ts apply, so a voucher downloads before anything is saved.
 */
export function voucherSettings(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('voucher_settings'))
        .addColumn('company_id', 'integer', (col) => col.notNull().unique().references('company.id'))
        .addColumn('voucher_word', 'varchar(10)', (col) => col.notNull())
        .addColumn('goods_account', 'varchar(40)', (col) => col.notNull())
        .addColumn('vat_account', 'varchar(40)', (col) => col.notNull())
        .addColumn('payable_account', 'varchar(40)', (col) => col.notNull())
        .addColumn('supplier_code', 'varchar(40)', (col) => col.notNull())
        .addColumn('supplier_name', 'varchar(60)', (col) => col.notNull())
        .addColumn('maker', 'varchar(20)', (col) => col.notNull())
        .addColumn('saved_by', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('saved_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  };
}
