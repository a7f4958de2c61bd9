import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Price lists (协议价) and catalogues (专属商品池) per company.
 *
 * A price list is what staff give a company for a period: goods at a price, and discounts per
 * category or brand. `company_price` is that list resolved to one price per goods, written when
 * the list is saved, so lists, search, sorting and the price filter read a company's price by one
 * indexed join instead of working out discounts per row of every page. A discount's rows keep
 * their rate: when a goods' list price changes, a trigger prices them again in the same statement.
 */
export function priceLists(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('price_list'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('name', 'varchar(60)', (col) => col.notNull())
        // In force from valid_from up to (not including) valid_to; a company's lists never overlap.
        .addColumn('valid_from', 'bigint', (col) => col.notNull())
        .addColumn('valid_to', 'bigint', (col) => col.notNull())
        .addColumn('contract_id', 'integer', (col) => col.references('contract.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('price_list_company')
        .on('price_list')
        .columns(['company_id', 'valid_from'])
        .execute();
      await withId(db.schema.createTable('price_list_item'))
        .addColumn('price_list_id', 'integer', (col) => col.notNull().references('price_list.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        // Ten-thousandths of a yuan per unit, like goods.sale_price.
        .addColumn('price', 'bigint', (col) => col.notNull().check(sql`price > 0`))
        .addUniqueConstraint('price_list_item_goods', ['price_list_id', 'goods_id'])
        .execute();
      await withId(db.schema.createTable('price_list_discount'))
        .addColumn('price_list_id', 'integer', (col) => col.notNull().references('price_list.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (col) => col.references('category.id'))
        .addColumn('brand_id', 'integer', (col) => col.references('brand.id'))
        // The share of the list price paid, in ten-thousandths: 9500 is 95 % (a 5 % discount).
        .addColumn('rate', 'integer', (col) => col.notNull().check(sql`rate > 0 and rate <= 10000`))
        .addCheckConstraint('price_list_discount_one_target', sql`(category_id is null) <> (brand_id is null)`)
        .execute();
      await db.schema
        .createIndex('price_list_discount_target')
        .on('price_list_discount')
        .columns(['price_list_id', 'category_id', 'brand_id'])
        .unique()
        .execute();
      await db.schema
        .createTable('company_price')
        .addColumn('price_list_id', 'integer', (col) => col.notNull().references('price_list.id').onDelete('cascade'))
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addColumn('company_id', 'integer', (col) => col.notNull())
        .addColumn('price', 'bigint', (col) => col.notNull())
        // Set when the price is a discount of the list price (repriced by the trigger below); null for a goods' own price.
        .addColumn('rate', 'integer')
        .addColumn('valid_from', 'bigint', (col) => col.notNull())
        .addColumn('valid_to', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('company_price_pk', ['price_list_id', 'goods_id'])
        .execute();
      // A goods' price for a company (lists, detail, cart), and a company's goods by price (sorting).
      await db.schema
        .createIndex('company_price_goods')
        .on('company_price')
        .columns(['company_id', 'goods_id', 'valid_from'])
        .execute();
      await db.schema
        .createIndex('company_price_sorted')
        .on('company_price')
        .columns(['company_id', 'price', 'goods_id'])
        .execute();
      // A company whose buyers may see and buy only its catalogue's goods has a row here.
      await db.schema
        .createTable('company_catalogue')
        .addColumn('company_id', 'integer', (col) => col.primaryKey().references('company.id'))
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('company_catalogue_goods')
        .addColumn('company_id', 'integer', (col) =>
          col.notNull().references('company_catalogue.company_id').onDelete('cascade'),
        )
        .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
        .addPrimaryKeyConstraint('company_catalogue_goods_pk', ['company_id', 'goods_id'])
        .execute();
      const reprice = 'set price = (new.sale_price * rate + 5000) / 10000 where goods_id = new.id and rate is not null';
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function company_price_follows_goods() returns trigger language plpgsql as $$
             begin update company_price ${reprice}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger goods_company_price after update of sale_price on goods for each row
             when (old.sale_price is distinct from new.sale_price) execute function company_price_follows_goods()`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `create trigger goods_company_price after update of sale_price on goods for each row
             when old.sale_price <> new.sale_price begin update company_price ${reprice}; end`,
          )
          .execute(db);
      }
    },
  };
}
