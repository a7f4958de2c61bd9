import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * The buying loop: addresses and invoice headers of a company, the
 * settlement a cart or Buy Now starts (a purchase, reviewed when a purchaser
 * made it), orders with their lines and events, and goods reviews.
 *
 * Every row carries `company_id`, so each query can be scoped to the caller's
 * company. Orders and lines keep a snapshot of what was bought, where it went
 * and whose invoice header it used: later edits to goods, addresses or headers
 * never rewrite an order.
 */
export function buying(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // A deleted sub-account keeps its orders: it is marked, not removed.
      await db.schema.alterTable('account').addColumn('deleted_at', 'bigint').execute();

      await withId(db.schema.createTable('address'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('consignee', 'varchar(50)', (col) => col.notNull())
        .addColumn('province', 'integer', (col) => col.notNull())
        .addColumn('city', 'integer', (col) => col.notNull())
        .addColumn('county', 'integer', (col) => col.notNull())
        .addColumn('province_name', 'varchar(50)', (col) => col.notNull())
        .addColumn('city_name', 'varchar(50)', (col) => col.notNull())
        .addColumn('county_name', 'varchar(50)', (col) => col.notNull())
        .addColumn('address', 'varchar(200)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('phone', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('address_company').on('address').column('company_id').execute();

      // One header per company (SPEC §2: add only when none exists).
      await withId(db.schema.createTable('invoice_header'))
        .addColumn('company_id', 'integer', (col) => col.notNull().unique().references('company.id'))
        .addColumn('invoice_type', 'integer', (col) => col.notNull())
        .addColumn('header_type', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('unit_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('taxcode', 'varchar(30)', (col) => col.notNull())
        .addColumn('content', 'varchar(100)', (col) => col.notNull())
        .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .addColumn('bank', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('account', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('receive', 'varchar(50)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('email', 'varchar(50)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();

      // The settlement of SPEC §7 (settle / buyGoods → uuId): what is being bought. A purchaser's
      // submitted settlement is a purchase under review (check_status); once approved — or at once
      // for the main account and reviewers — it becomes exactly one order (orders.purchase_id unique).
      await withId(db.schema.createTable('purchase'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('batch', 'varchar(30)', (col) => col.notNull().unique())
        .addColumn('is_buy', 'integer', (col) => col.notNull())
        .addColumn('needs_review', 'integer', (col) => col.notNull())
        .addColumn('check_status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('total_amount', 'bigint', (col) => col.notNull())
        .addColumn('pay_type_id', 'integer')
        .addColumn('consignee_id', 'integer')
        .addColumn('invoice_header_id', 'integer')
        .addColumn('checker_id', 'integer', (col) => col.references('account.id'))
        .addColumn('check_date', 'bigint')
        .addColumn('reject_reason', 'varchar(300)')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('submitted_at', 'bigint')
        .execute();
      await db.schema.createIndex('purchase_company').on('purchase').columns(['company_id', 'created_at']).execute();

      await withId(db.schema.createTable('purchase_item'))
        .addColumn('purchase_id', 'integer', (col) => col.notNull().references('purchase.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('cart_item_id', 'integer')
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('purchase_item_purchase').on('purchase_item').column('purchase_id').execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('order_no', 'varchar(30)', (col) => col.notNull().unique())
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('purchase_id', 'integer', (col) => col.notNull().unique().references('purchase.id'))
        .addColumn('consignee', 'varchar(50)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('area_name', 'varchar(150)', (col) => col.notNull())
        .addColumn('address', 'varchar(200)', (col) => col.notNull())
        .addColumn('invoice_header_id', 'integer', (col) => col.notNull())
        .addColumn('invoice_type', 'integer', (col) => col.notNull())
        .addColumn('invoice_unit_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('invoice_taxcode', 'varchar(30)', (col) => col.notNull())
        .addColumn('pay_type_id', 'integer', (col) => col.notNull())
        .addColumn('total_amount', 'bigint', (col) => col.notNull())
        .addColumn('freight', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('actual_pay_amount', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('order_status', 'integer', (col) => col.notNull())
        .addColumn('is_pay', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_send', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_recevice', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pay_time', 'bigint')
        .addColumn('send_time', 'bigint')
        .addColumn('receive_time', 'bigint')
        .addColumn('cancel_reason', 'varchar(300)')
        .addColumn('cancel_time', 'bigint')
        .addColumn('carrier', 'varchar(50)')
        .addColumn('tracking_no', 'varchar(50)')
        .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('orders_company').on('orders').columns(['company_id', 'created_at']).execute();

      await withId(db.schema.createTable('order_item'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('goods_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('goods_image', 'varchar(255)', (col) => col.notNull())
        .addColumn('goods_price', 'bigint', (col) => col.notNull())
        .addColumn('goods_quantity', 'integer', (col) => col.notNull())
        .addColumn('total_amount', 'bigint', (col) => col.notNull())
        .addColumn('after_sale_flag', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('order_item_order').on('order_item').column('order_id').execute();

      // What happened to an order, for the logistics timeline (DESIGN.md decision 11).
      await withId(db.schema.createTable('order_event'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (col) => col.notNull())
        .addColumn('carrier', 'varchar(50)')
        .addColumn('tracking_no', 'varchar(50)')
        .addColumn('note', 'varchar(300)')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_event_order').on('order_event').column('order_id').execute();

      await withId(db.schema.createTable('goods_review'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('content', 'varchar(300)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('goods_review_order_goods', ['order_id', 'goods_id'])
        .execute();
      await db.schema
        .createIndex('goods_review_goods')
        .on('goods_review')
        .columns(['goods_id', 'created_at'])
        .execute();

      if (dialect === 'sqlite') await sql`pragma optimize`.execute(db);
    },
  };
}
