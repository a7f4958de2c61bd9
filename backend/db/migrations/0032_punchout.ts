import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Punchout (SAP OCI 4.0, cXML 1.2): a company's settings, the sessions its procurement system
 * opens, and the OrderRequests that became orders. The unique (company, order ref) makes a
 * procurement system's repeated OrderRequest one order, whatever the timing of the two.
 */
export function punchout(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('punchout_setting')
        .addColumn('company_id', 'integer', (col) => col.primaryKey().references('company.id'))
        .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        // OCI USERNAME and cXML From/Sender Identity: how a request names its company.
        .addColumn('identity', 'varchar(80)', (col) => col.notNull().unique())
        .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull())
        .addColumn('consignee_id', 'integer')
        .addColumn('pay_type_id', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('punchout_session'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('protocol', 'varchar(8)', (col) => col.notNull())
        .addColumn('hook_url', 'varchar(2000)', (col) => col.notNull())
        .addColumn('buyer_cookie', 'varchar(200)')
        // OCI ~TARGET: the frame the cart's form is posted into.
        .addColumn('form_target', 'varchar(40)')
        .addColumn('start_token_hash', 'varchar(64)', (col) => col.unique())
        .addColumn('login_session_id', 'integer')
        .addColumn('state', 'varchar(12)', (col) => col.notNull())
        .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('start_expires_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('opened_at', 'bigint')
        .addColumn('transferred_at', 'bigint')
        .addColumn('lines', 'integer')
        .addColumn('total', 'bigint')
        .execute();
      await db.schema
        .createIndex('punchout_session_company')
        .on('punchout_session')
        .columns(['company_id', 'id'])
        .execute();
      await db.schema.createIndex('punchout_session_login').on('punchout_session').column('login_session_id').execute();

      await withId(db.schema.createTable('punchout_order'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('order_ref', 'varchar(100)', (col) => col.notNull())
        .addColumn('payload_id', 'varchar(250)', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('order_no', 'varchar(30)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('punchout_order_ref', ['company_id', 'order_ref'])
        .execute();
    },
  };
}
