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
    },
  };
}
