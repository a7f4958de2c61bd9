import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Monthly statements (docs/decisions/0018):
 * - statement: one per company and month (unique), its state (SPEC §4 0–9), payStatus, the
 *   version the buyer reads, what it totals and what has been paid of it, the due date, and the
 *   buyer's claimed difference (diversity) with its reason and the lines it disputes;
 * - statement_line: what a version says, frozen when it is made — a credit order received in the
 *   month (its charge, with its goods as they were), a credit refund (negative), an adjustment —
 *   so later changes to orders never change a statement; (statement, version, kind, ref) unique;
 * - remittance: money the buyer says it sent (amount, date, payer account, bank serial, voucher),
 *   recorded → confirmed (credit repaid, once) or rejected by finance;
 * - sms_code.purpose: what a code may be used for — '' for the account's own uses (login,
 *   registration, a new mobile, a password), `contract:<id>` for signing that one contract — so a
 *   login code never signs a contract, nor one contract's code another.
 */
export function statements(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('statement'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('balance_num', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('month', 'varchar(7)', (col) => col.notNull())
        .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('account_period', 'integer', (col) => col.notNull())
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pay_status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        // The version that went out first: drafts before it (adjusted ahead of sending) are the staff's.
        .addColumn('first_sent_version', 'integer')
        .addColumn('opening_balance', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('account_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('recorded_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('paid_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('diversity', 'bigint')
        .addColumn('diversity_reason', 'text')
        .addColumn('disputed_lines', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('confirmed_at', 'bigint')
        .addColumn('overdue_at', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('statement_month')
        .on('statement')
        .columns(['company_id', 'month'])
        .unique()
        .execute();
      await db.schema.createIndex('statement_queue').on('statement').columns(['state', 'due_date']).execute();

      await withId(db.schema.createTable('statement_line'))
        .addColumn('statement_id', 'integer', (col) => col.notNull().references('statement.id'))
        .addColumn('version', 'integer', (col) => col.notNull())
        /** order (a credit order received) | refund (a credit refund, negative) | adjust. */
        .addColumn('kind', 'varchar(10)', (col) => col.notNull())
        .addColumn('ref_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
        .addColumn('order_no', 'varchar(32)', (col) => col.notNull().defaultTo(''))
        .addColumn('occurred_on', 'varchar(10)', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        /** The order's goods as they were: [{ name, quantity, price, amount }] (amounts in ten-thousandths). */
        .addColumn('goods_json', 'text')
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('statement_line_once')
        .on('statement_line')
        .columns(['statement_id', 'version', 'kind', 'ref_id'])
        .unique()
        .execute();

      await withId(db.schema.createTable('remittance'))
        .addColumn('statement_id', 'integer', (col) => col.notNull().references('statement.id'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('remit_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('payer_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('payer_account', 'varchar(40)', (col) => col.notNull())
        .addColumn('serial', 'varchar(64)', (col) => col.notNull())
        .addColumn('form_id', 'varchar(32)', (col) => col.references('upload_form.form_id'))
        .addColumn('voucher', 'varchar(100)', (col) => col.notNull())
        /** recorded | confirmed | rejected. */
        .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('recorded'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('handled_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('handled_at', 'bigint')
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('remittance_statement').on('remittance').columns(['statement_id', 'id']).execute();
      // One bank transfer is one remittance: its serial is recorded once.
      await db.schema.createIndex('remittance_serial').on('remittance').column('serial').unique().execute();

      await db.schema
        .alterTable('sms_code')
        .addColumn('purpose', 'varchar(40)', (col) => col.notNull().defaultTo(''))
        .execute();
    },
  };
}
