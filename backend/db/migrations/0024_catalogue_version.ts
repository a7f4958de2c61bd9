import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * What the storefront's reference data (navigation, categories, search keywords, help articles)
 * and the goods lists' filters (a category's parameter values, the brands of a category's or a
 * keyword's goods) are read from. Ads are not: the web asks for them on each page. The navigation's
 * categories (navigation_category) are not read by either today; they are the navigation's own
 * content, edited with it, so they move the number too.
 */
export const CATALOGUE_TABLES = [
  'goods',
  'goods_parameter',
  'category',
  'brand',
  'navigation',
  'navigation_category',
  'article',
  'article_group',
  'search_keyword',
] as const;

/**
 * The goods columns the filters read: which goods are on sale, in which category, of which brand;
 * and the name, code and number the search index is made of, which the brands of a keyword's goods
 * are read through. Not stock, sales, views, price or the update date, which every order or view
 * moves or only the goods' own pages show.
 */
export const GOODS_CATALOGUE_COLUMNS = [
  'on_sale',
  'category_id',
  'brand_id',
  'goods_name',
  'goods_code',
  'goods_no',
] as const;

/** Its row in storefront_version, beside the storefront version's (id 1). */
const CATALOGUE_ROW = 2;

const updateOf = (table: string) => (table === 'goods' ? `update of ${GOODS_CATALOGUE_COLUMNS.join(', ')}` : 'update');

/**
 * A second number beside the storefront version (migration 0021) that moves only when what the
 * reference data and list filters are made of changes: an order moves the storefront version
 * (stock, sales) and so drops the pages, but the web keeps its reference data and filters, which
 * take tens of milliseconds each to load again. Every table and goods column here is one the
 * storefront version follows too, so it moves with each move of this one: data kept under the
 * storefront version is never older than data kept under this.
 *
 * Triggers as in 0021, deferred to commit on PostgreSQL and moved once per transaction. There a
 * transaction moves the storefront version first (it marks it moved, so 0021's trigger adds nothing
 * more): every transaction then waits on the two rows in one order, and two of them that change
 * stock and the catalogue in opposite orders cannot deadlock.
 */
export function catalogueVersion(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`insert into storefront_version (id, version) values (${CATALOGUE_ROW}, 1)`.execute(db);

      if (dialect === 'sqlite') {
        for (const table of CATALOGUE_TABLES) {
          for (const [name, event] of [
            ['insert', 'insert'],
            ['update', updateOf(table)],
            ['delete', 'delete'],
          ] as const) {
            await sql
              .raw(
                `create trigger ${table}_${name}_catalogue_version after ${event} on ${table} ` +
                  `begin update storefront_version set version = version + 1 where id = ${CATALOGUE_ROW}; end`,
              )
              .execute(db);
          }
        }
        return;
      }

      // The search path is pinned so each test schema's function moves its own schema's numbers.
      await sql
        .raw(
          `create function catalogue_version_moved() returns trigger
          language plpgsql set search_path from current as $$
          begin
            if current_setting('caigou.catalogue_version_moved', true) is distinct from txid_current()::text then
              perform set_config('caigou.catalogue_version_moved', txid_current()::text, true);
              if current_setting('caigou.storefront_version_moved', true) is distinct from txid_current()::text then
                perform set_config('caigou.storefront_version_moved', txid_current()::text, true);
                update storefront_version set version = version + 1 where id = 1;
              end if;
              update storefront_version set version = version + 1 where id = ${CATALOGUE_ROW};
            end if;
            return null;
          end $$`,
        )
        .execute(db);
      for (const table of CATALOGUE_TABLES) {
        await sql
          .raw(
            `create constraint trigger ${table}_catalogue_version after insert or ${updateOf(table)} or delete on ${table} ` +
              `deferrable initially deferred for each row execute function catalogue_version_moved()`,
          )
          .execute(db);
      }
    },
  };
}
