import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Contracts and the credit ledger (docs/decisions/0017):
 * - contract: one contract of a company, drafted by staff, sent as a PDF whose SHA-256 is frozen,
 *   signed (or refused) by the company's main account; a signed, current one sets the credit limit;
 * - credit_entry: every change of a company's credit, as a row: its limit (granted by a contract,
 *   changed, expired) or what of it is used (an order, a cancel or refund, a remittance). The quota
 *   shown is derived from these rows, never a number edited in place; (kind, ref_id) is unique, so
 *   one order is charged once, one refund restores once, one remittance repays once.
 * The company's old quota column becomes an opening entry and goes.
 */
export function credit(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('contract'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('contract_no', 'varchar(40)', (col) => col.notNull().unique())
        .addColumn('contract_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('sign_main', 'varchar(100)', (col) => col.notNull())
        .addColumn('main_charge', 'varchar(30)', (col) => col.notNull())
        .addColumn('sign_sub', 'varchar(100)', (col) => col.notNull())
        .addColumn('sub_charge', 'varchar(30)', (col) => col.notNull())
        .addColumn('contract_type', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('retention_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('contract_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('account_period', 'integer', (col) => col.notNull())
        .addColumn('sign_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('credit_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('terms', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('document_path', 'varchar(200)')
        .addColumn('document_sha256', 'varchar(64)')
        .addColumn('sent_at', 'bigint')
        .addColumn('signing_at', 'bigint')
        .addColumn('signed_at', 'bigint')
        .addColumn('signed_by', 'integer', (col) => col.references('account.id'))
        .addColumn('signer_name', 'varchar(30)')
        .addColumn('signer_mobile', 'varchar(20)')
        .addColumn('signer_address', 'varchar(64)')
        .addColumn('signed_path', 'varchar(200)')
        .addColumn('signed_sha256', 'varchar(64)')
        .addColumn('refuse_reason', 'text')
        .addColumn('refused_at', 'bigint')
        .addColumn('expired_at', 'bigint')
        .addColumn('preserved_at', 'bigint')
        .addColumn('drafted_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('approved_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('approved_at', 'bigint')
        .addColumn('reminded_days', 'integer')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('contract_company').on('contract').columns(['company_id', 'id']).execute();
      await db.schema.createIndex('contract_queue').on('contract').columns(['status', 'end_date']).execute();

      await withId(db.schema.createTable('credit_entry'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        /** opening | grant | expire | use | cancel | refund | repay | settle. */
        .addColumn('kind', 'varchar(10)', (col) => col.notNull())
        /** What caused it: the contract, order, refund or remittance (by kind). */
        .addColumn('ref_id', 'integer')
        .addColumn('limit_change', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('used_change', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('note', 'text')
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('credit_entry_company').on('credit_entry').columns(['company_id', 'id']).execute();
      await db.schema
        .createIndex('credit_entry_once')
        .on('credit_entry')
        .columns(['kind', 'ref_id'])
        .unique()
        .execute();

      const now = Date.now();
      await sql`insert into credit_entry (company_id, kind, ref_id, limit_change, used_change, note, created_at)
        select id, 'opening', id, quota, 0, 'quota before the ledger', ${now} from company where quota <> 0`.execute(
        db,
      );
      await db.schema.alterTable('company').dropColumn('quota').execute();
    },
  };
}
