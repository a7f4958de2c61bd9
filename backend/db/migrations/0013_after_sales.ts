import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * After-sales (docs/decisions/0016):
 * - after_sale: one application for part or all of one order line, its type, state, pickup and
 *   parcels; its evidence is the comma-separated paths of SPEC §3;
 * - after_sale_event: its timeline, one row per step, written with the step;
 * - refund: money that went back, at most one per after-sale (unique), credit or transfer;
 * - order_item.after_sale_quantity: what after-sales in states 1–5 hold of the line, moved only by
 *   conditional updates, so applications can never exceed what was bought; refunded_amount: what
 *   has gone back, capped by the line's amount the same way.
 */
export function afterSales(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('after_sale'))
        .addColumn('after_sale_no', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_item.id'))
        .addColumn('after_sale_type', 'integer', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('goods_quantity', 'integer', (col) => col.notNull())
        .addColumn('refund_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('reason', 'varchar(20)', (col) => col.notNull())
        .addColumn('goods_status', 'varchar(2)', (col) => col.notNull().defaultTo(''))
        .addColumn('apply_evidence', 'varchar(2)', (col) => col.notNull().defaultTo(''))
        .addColumn('remark', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('form_id', 'varchar(32)', (col) => col.references('upload_form.form_id'))
        .addColumn('evidence', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('refund_type', 'varchar(2)', (col) => col.notNull().defaultTo(''))
        .addColumn('refund_to', 'varchar(60)', (col) => col.notNull().defaultTo(''))
        .addColumn('return_type', 'varchar(2)', (col) => col.notNull().defaultTo(''))
        .addColumn('shipper', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull().defaultTo(''))
        .addColumn('province', 'integer')
        .addColumn('city', 'integer')
        .addColumn('county', 'integer')
        .addColumn('area_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .addColumn('pickup_date', 'varchar(10)', (col) => col.notNull().defaultTo(''))
        .addColumn('delivery_center', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .addColumn('return_carrier', 'varchar(30)')
        .addColumn('return_tracking_no', 'varchar(40)')
        .addColumn('replacement_carrier', 'varchar(30)')
        .addColumn('replacement_tracking_no', 'varchar(40)')
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('after_sale_company').on('after_sale').columns(['company_id', 'id']).execute();
      await db.schema.createIndex('after_sale_line').on('after_sale').columns(['order_item_id', 'status']).execute();
      await db.schema.createIndex('after_sale_queue').on('after_sale').columns(['status', 'created_at']).execute();
      // A form's evidence belongs to one application (several without evidence have none).
      await db.schema.createIndex('after_sale_form').on('after_sale').column('form_id').unique().execute();

      await withId(db.schema.createTable('after_sale_event'))
        .addColumn('after_sale_id', 'integer', (col) => col.notNull().references('after_sale.id'))
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('action', 'varchar(20)', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('by_staff', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('after_sale_event_of')
        .on('after_sale_event')
        .columns(['after_sale_id', 'id'])
        .execute();

      await withId(db.schema.createTable('refund'))
        .addColumn('after_sale_id', 'integer', (col) => col.notNull().unique().references('after_sale.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_item.id'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull())
        /** credit (back to the quota) | transfer (back to the payer) | account (to the account given). */
        .addColumn('route', 'varchar(10)', (col) => col.notNull())
        .addColumn('refund_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('serial', 'varchar(64)')
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('refund_company').on('refund').columns(['company_id', 'created_at']).execute();

      await db.schema
        .alterTable('order_item')
        .addColumn('after_sale_quantity', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_item')
        .addColumn('refunded_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
