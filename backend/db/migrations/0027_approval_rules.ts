import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Approval rules, the purchase's approval level and the company's own audit trail: what its
 * approvers decided and who changed its rules and budgets, which the main account reads.
 */
export function approvalRules(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('company_audit'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        // The account that acted; null when the shop or its staff did (a price list given, say).
        .addColumn('account_id', 'integer', (col) => col.references('account.id').onDelete('set null'))
        .addColumn('actor', 'varchar(60)', (col) => col.notNull())
        .addColumn('kind', 'varchar(40)', (col) => col.notNull())
        .addColumn('subject_id', 'integer')
        .addColumn('subject_label', 'varchar(80)', (col) => col.notNull().defaultTo(''))
        .addColumn('detail_json', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('company_audit_company')
        .on('company_audit')
        .columns(['company_id', 'created_at'])
        .execute();
      // One rule per company (the primary key): two saves at once leave one rule, the later.
      await db.schema
        .createTable('approval_rule')
        .addColumn('company_id', 'integer', (col) => col.primaryKey().references('company.id'))
        .addColumn('mode', 'varchar(12)', (col) => col.notNull().defaultTo('always'))
        .addColumn('amount', 'bigint')
        .addColumn('approver_limit', 'bigint')
        .addColumn('account_id', 'integer', (col) => col.references('account.id').onDelete('set null'))
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('approval_rule_category')
        .addColumn('company_id', 'integer', (col) =>
          col.notNull().references('approval_rule.company_id').onDelete('cascade'),
        )
        .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id'))
        .addPrimaryKeyConstraint('approval_rule_category_key', ['company_id', 'category_id'])
        .execute();
      // Who may decide a purchase, fixed when it starts waiting: 0 nobody (it became its order),
      // 1 an approver or the main account, 2 the main account only. Purchases made before rules
      // existed waited for either, so 1.
      await db.schema
        .alterTable('purchase')
        .addColumn('approval_level', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('purchase_waiting')
        .on('purchase')
        .columns(['check_status', 'submitted_at'])
        .execute();
    },
  };
}
