import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Accounts, sessions, SMS, the catalogue and the storefront's reference data.
 * Times are epoch milliseconds (bigint), money is integer ten-thousandths of a yuan (bigint).
 */
export function foundation(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('company'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('linkman', 'varchar(50)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('email', 'varchar(100)', (col) => col.notNull())
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('quota', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('reviewed_at', 'bigint')
        .execute();

      await withId(db.schema.createTable('account'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('username', 'varchar(50)', (col) => col.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('account_type', 'integer', (col) => col.notNull())
        .addColumn('linkman', 'varchar(50)', (col) => col.notNull())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull().unique())
        .addColumn('email', 'varchar(100)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('account_company').on('account').column('company_id').execute();

      await withId(db.schema.createTable('session'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();

      await withId(db.schema.createTable('sms_code'))
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('code', 'varchar(10)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('failed_tries', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sms_code_mobile').on('sms_code').columns(['mobile', 'created_at']).execute();

      await withId(db.schema.createTable('sms_outbox'))
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute();

      await withId(db.schema.createTable('category'))
        .addColumn('parent_id', 'integer', (col) => col.references('category.id'))
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull())
        .addColumn('small_icon', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('small_icon_hover', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('category_parent').on('category').columns(['parent_id', 'sort']).execute();

      await withId(db.schema.createTable('brand'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('letter', 'varchar(1)', (col) => col.notNull())
        .addColumn('image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('goods'))
        .addColumn('goods_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('goods_code', 'varchar(50)', (col) => col.notNull().unique())
        .addColumn('goods_no', 'varchar(50)', (col) => col.notNull())
        .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id'))
        .addColumn('brand_id', 'integer', (col) => col.references('brand.id'))
        .addColumn('sale_price', 'bigint', (col) => col.notNull())
        .addColumn('inventory', 'integer', (col) => col.notNull())
        .addColumn('goods_weight', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('goods_specs', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('goods_color', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('goods_model', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('goods_image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('thumbnail', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('description', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('unit', 'varchar(10)', (col) => col.notNull().defaultTo('个'))
        .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('taxrate', 'varchar(10)', (col) => col.notNull().defaultTo('13%'))
        .addColumn('large_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('little_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable_customer_price', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('send_period', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('surface_treatment', 'varchar(50)', (col) => col.notNull().defaultTo(''))
        .addColumn('packaging_spec', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('delivery_methods', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('on_sale', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('browse_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sale_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('update_date', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('goods_category').on('goods').columns(['category_id', 'update_date']).execute();
      await db.schema.createIndex('goods_brand').on('goods').column('brand_id').execute();
      await db.schema.createIndex('goods_update').on('goods').column('update_date').execute();

      await withId(db.schema.createTable('goods_image'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('url', 'varchar(255)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('goods_image_goods').on('goods_image').column('goods_id').execute();

      await withId(db.schema.createTable('goods_parameter'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('tag', 'varchar(100)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('goods_parameter_goods').on('goods_parameter').column('goods_id').execute();
      await db.schema
        .createIndex('goods_parameter_tag')
        .on('goods_parameter')
        .columns(['name', 'tag', 'goods_id'])
        .execute();

      await withId(db.schema.createTable('navigation'))
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('url', 'varchar(255)', (col) => col.notNull())
        .addColumn('image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('home_block', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('navigation_category')
        .addColumn('navigation_id', 'integer', (col) => col.notNull().references('navigation.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('navigation_category_pk', ['navigation_id', 'category_id'])
        .execute();

      await withId(db.schema.createTable('ad'))
        .addColumn('navigation_id', 'integer', (col) => col.references('navigation.id').onDelete('cascade'))
        .addColumn('image', 'varchar(255)', (col) => col.notNull())
        .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('title', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('placement', 'varchar(20)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('search_keyword'))
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('article_group'))
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('article'))
        .addColumn('group_id', 'integer', (col) => col.notNull().references('article_group.id').onDelete('cascade'))
        .addColumn('title', 'varchar(100)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('image', 'varchar(255)', (col) => col.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('region')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('pid', 'integer')
        .addColumn('name', 'varchar(50)', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('region_pid').on('region').column('pid').execute();

      // The cart lives here already because the header's carCount counts it.
      await withId(db.schema.createTable('cart_item'))
        .addColumn('account_id', 'integer', (col) => col.notNull().references('account.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('cart_item_account_goods', ['account_id', 'goods_id'])
        .execute();

      if (dialect === 'sqlite') await sql`pragma optimize`.execute(db);
    },
  };
}
