import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Storefront queries at 200,000 goods:
 * - goods_category_top: a category's goods on sale by sales, the home page's
 *   floors and the themed pages, read in order instead of sorting ~2,000 rows each;
 * - goods_total: the number of goods on sale, kept by triggers as goods come, go
 *   or change sale state, so 'all goods' is not counted row by row on every page;
 * - on PostgreSQL, statistics on how category, brand and sale state go together,
 *   so the planner stops guessing 28 rows where there are 1,000.
 */
export function storefrontSpeed(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('goods_category_top')
        .on('goods')
        .columns(['category_id', 'on_sale', 'sale_count desc', 'id'])
        .execute();

      await db.schema
        .createTable('goods_total')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('on_sale', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into goods_total (id, on_sale) select 1, count(*) from goods where on_sale = 1`.execute(db);
      if (dialect === 'postgres') await postgresCounter(db);
      else await sqliteCounter(db);

      if (dialect === 'postgres') {
        await sql`create statistics goods_category_brand (dependencies, ndistinct, mcv)
          on category_id, brand_id, on_sale from goods`.execute(db);
        await sql`analyze goods`.execute(db);
      }
    },
  };
}

async function sqliteCounter(db: Kysely<unknown>) {
  await sql`create trigger goods_total_insert after insert on goods when new.on_sale = 1
    begin update goods_total set on_sale = on_sale + 1 where id = 1; end`.execute(db);
  await sql`create trigger goods_total_delete after delete on goods when old.on_sale = 1
    begin update goods_total set on_sale = on_sale - 1 where id = 1; end`.execute(db);
  await sql`create trigger goods_total_update after update of on_sale on goods
    when (old.on_sale = 1) <> (new.on_sale = 1)
    begin update goods_total set on_sale = on_sale + (new.on_sale = 1) - (old.on_sale = 1) where id = 1; end`.execute(
    db,
  );
}

/**
 * Inserts and deletes count once per statement (the seed inserts goods by the
 * thousand); an update counts per row, and only when the sale state changes, so a
 * checkout reserving stock never touches the counter's row.
 */
async function postgresCounter(db: Kysely<unknown>) {
  await sql`create function goods_total_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update goods_total set on_sale = on_sale + (select count(*) from changed where on_sale = 1) where id = 1;
      else
        update goods_total set on_sale = on_sale - (select count(*) from changed where on_sale = 1) where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger goods_total_insert after insert on goods referencing new table as changed
    for each statement execute function goods_total_statement()`.execute(db);
  await sql`create trigger goods_total_delete after delete on goods referencing old table as changed
    for each statement execute function goods_total_statement()`.execute(db);
  await sql`create function goods_total_row() returns trigger language plpgsql as $$
    begin
      update goods_total set on_sale = on_sale + (case when new.on_sale = 1 then 1 else -1 end) where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger goods_total_update after update of on_sale on goods for each row
    when ((old.on_sale = 1) is distinct from (new.on_sale = 1)) execute function goods_total_row()`.execute(db);
}
