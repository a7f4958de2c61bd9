import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * The staff console (docs/decisions/0011):
 * - staff, staff_role, staff_session: the shop's own people, apart from company accounts;
 * - audit_log: who changed what, before → after, written in the same transaction as the
 *   change; triggers refuse any update or delete, so it is append-only in the database itself;
 * - merchant_message: handled (when, by whom, with a note);
 * - orders: the offline payment staff confirmed (date and bank serial number; the amount
 *   received is actual_pay_amount);
 * - company: a block (status 'blocked') records when;
 * - sms_outbox: every message's state, whichever adapter sends it (stored in the outbox only,
 *   sent through the provider, or failed with the provider's answer).
 */
export function staff(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('staff'))
        .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull().defaultTo(''))
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('staff_role')
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
        .addColumn('role', 'varchar(16)', (col) => col.notNull())
        .addPrimaryKeyConstraint('staff_role_pk', ['staff_id', 'role'])
        .execute();

      await withId(db.schema.createTable('staff_session'))
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_session_staff').on('staff_session').column('staff_id').execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('actor', 'varchar(50)', (col) => col.notNull())
        .addColumn('action', 'varchar(50)', (col) => col.notNull())
        .addColumn('entity', 'varchar(30)', (col) => col.notNull())
        .addColumn('entity_id', 'integer', (col) => col.notNull())
        .addColumn('entity_label', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
      await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();

      if (dialect === 'postgres') {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_change before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        await sql`create trigger audit_log_no_update before update on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        await sql`create trigger audit_log_no_delete before delete on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      }

      await db.schema.alterTable('merchant_message').addColumn('handled_at', 'bigint').execute();
      await db.schema.alterTable('merchant_message').addColumn('handled_by', 'integer').execute();
      await db.schema.alterTable('merchant_message').addColumn('handled_note', 'text').execute();

      await db.schema.alterTable('orders').addColumn('payment_date', 'varchar(10)').execute();
      await db.schema.alterTable('orders').addColumn('payment_serial', 'varchar(64)').execute();

      await db.schema.alterTable('company').addColumn('blocked_at', 'bigint').execute();
      // The console's queues: goods on sale without stock, orders by state.
      await db.schema.createIndex('goods_out_of_stock').on('goods').columns(['on_sale', 'inventory']).execute();
      await db.schema.createIndex('orders_state').on('orders').columns(['order_status', 'pay_type_id']).execute();

      await db.schema
        .alterTable('sms_outbox')
        .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('stored'))
        .execute();
      await db.schema.alterTable('sms_outbox').addColumn('failure', 'text').execute();
      await db.schema.createIndex('sms_outbox_created').on('sms_outbox').column('created_at').execute();
    },
  };
}
