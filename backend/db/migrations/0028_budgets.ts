import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Budgets (预算) and their ledger. A budget is the company's own (account_id 0, so the unique key
 * holds: a null would never collide) or one sub-account's, per period kind, once. The ledger is
 * written like the credit ledger: a reservation per order and its releases, each cause once
 * (kind, ref_id), counted in the Shanghai month the order was placed.
 */
export function budgets(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('budget'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('period', 'varchar(8)', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('budget_scope', ['company_id', 'account_id', 'period'])
        .execute();
      await withId(db.schema.createTable('budget_entry'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('month', 'varchar(7)', (col) => col.notNull())
        .addColumn('kind', 'varchar(12)', (col) => col.notNull())
        .addColumn('ref_id', 'integer', (col) => col.notNull())
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('budget_entry_cause', ['kind', 'ref_id'])
        .execute();
      await db.schema.createIndex('budget_entry_month').on('budget_entry').columns(['company_id', 'month']).execute();
      await db.schema.createIndex('budget_entry_order').on('budget_entry').columns(['order_id']).execute();
    },
  };
}
