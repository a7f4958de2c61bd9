import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * What the storefront's pages show: goods (price, stock, sale state, names), their images,
 * parameters, totals and reviews, and the catalogue and storefront content around them.
 */
export const STOREFRONT_TABLES = [
  'goods',
  'goods_image',
  'goods_parameter',
  'goods_total',
  'goods_review',
  'category',
  'brand',
  'navigation',
  'navigation_category',
  'ad',
  'article',
  'article_group',
  'search_keyword',
] as const;

/**
 * The goods columns whose change moves the number: every one but browse_count, which each view of
 * a goods' page counts up — moving it there would drop every page at every view. A column added to
 * goods later joins this list in its own migration (drop and create the goods triggers again).
 */
export const GOODS_SHOWN_COLUMNS = [
  'goods_name',
  'goods_code',
  'goods_no',
  'category_id',
  'brand_id',
  'sale_price',
  'inventory',
  'goods_weight',
  'goods_specs',
  'goods_color',
  'goods_model',
  'goods_image',
  'thumbnail',
  'description',
  'content',
  'unit',
  'quantity',
  'taxrate',
  'large_amount',
  'little_amount',
  'enable_customer_price',
  'send_period',
  'surface_treatment',
  'packaging_spec',
  'delivery_methods',
  'on_sale',
  'sale_count',
  'update_date',
] as const;

/** The UPDATE event of a table's trigger: of the shown columns for goods, of any column elsewhere. */
const updateOf = (table: string) => (table === 'goods' ? `update of ${GOODS_SHOWN_COLUMNS.join(', ')}` : 'update');

/**
 * One number that moves whenever a committed write changes what the storefront shows, so the
 * web's page cache (app/lib/page-cache.ts) can drop every page rendered before it, whoever wrote:
 * a staff member in the console or on the command line, an order taking stock, another process.
 *
 * Triggers, not application code, so no write path can forget it. The number moves inside the
 * writing transaction and is seen only with its data, after commit: a page rendered from the old
 * data carries the old number. On PostgreSQL one row updated by every order would serialise
 * orders and could deadlock two of them (each holding a goods row the other's trigger waits
 * behind), so there the trigger is deferred to commit, when the transaction holds no further
 * waits, and moves the number once per transaction.
 */
export function storefrontVersion(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('storefront_version')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into storefront_version (id, version) values (1, 1)`.execute(db);

      if (dialect === 'sqlite') {
        for (const table of STOREFRONT_TABLES) {
          for (const [name, event] of [
            ['insert', 'insert'],
            ['update', updateOf(table)],
            ['delete', 'delete'],
          ] as const) {
            await sql
              .raw(
                `create trigger ${table}_${name}_storefront_version after ${event} on ${table} ` +
                  `begin update storefront_version set version = version + 1 where id = 1; end`,
              )
              .execute(db);
          }
        }
        return;
      }

      // The search path is pinned so each test schema's function moves its own schema's number.
      await sql`
        create function storefront_version_moved() returns trigger
        language plpgsql set search_path from current as $$
        begin
          if current_setting('caigou.storefront_version_moved', true) is distinct from txid_current()::text then
            perform set_config('caigou.storefront_version_moved', txid_current()::text, true);
            update storefront_version set version = version + 1 where id = 1;
          end if;
          return null;
        end $$`.execute(db);
      for (const table of STOREFRONT_TABLES) {
        await sql
          .raw(
            `create constraint trigger ${table}_storefront_version after insert or ${updateOf(table)} or delete on ${table} ` +
              `deferrable initially deferred for each row execute function storefront_version_moved()`,
          )
          .execute(db);
      }
    },
  };
}
