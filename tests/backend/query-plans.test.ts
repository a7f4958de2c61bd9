import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticGoods } from '../../backend/db/seed/synthetic.ts';
import { indexGoods } from '../../backend/search/search-index.ts';
import { pickFixtures } from '../../bench/dataset.ts';
import { checkPlans, OUT_OF_STOCK_INDEX, type PlanRow } from '../../bench/plans.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * An index added for one screen must not take over another's query: with statistics refreshed,
 * the console's out-of-stock index once made SQLite read and sort every goods on sale for the
 * all-goods list and the home page's best sellers. The services' own queries are explained on a
 * catalogue big enough for the planners to weigh indexes against each other; within PostgreSQL's
 * statistics sample, so both databases plan the same way on every run.
 */
const GOODS = 20_000;

let t: TestBackend;
let categoryId: number;
let rows: PlanRow[];

beforeAll(async () => {
  t = await startBackend();
  const last = await t.db
    .selectFrom('goods')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  await seedSyntheticGoods(t.db, GOODS);
  await indexGoods(t.db, t.dialect, { afterId: Number(last.id ?? 0) });
  categoryId = (await pickFixtures(t.db)).categoryId;
  rows = await checkPlans(t.backend, categoryId);
}, 120_000);
afterAll(() => t.close());

const named = (name: string) => {
  const found = rows.find((row) => row.name === name);
  if (!found) throw new Error(`no plan case ${name}`);
  return found;
};
const takers = (checked: PlanRow[]) =>
  checked.filter(
    (row) => row.screen === 'storefront' && row.indexes.some((index) => index.startsWith(OUT_OF_STOCK_INDEX)),
  );

describe('the storefront query plans', () => {
  it('never read the console’s out-of-stock index', () => {
    const storefront = rows.filter((row) => row.screen === 'storefront');
    expect(storefront.length).toBeGreaterThan(10);
    for (const row of storefront) expect(row.queries, row.name).toBeGreaterThan(0);
    expect(takers(rows).map((row) => row.name)).toEqual([]);
  });

  it('read all goods and the best sellers in sales order off the sales index, sorting nothing whole', () => {
    for (const name of ['all goods by sale_count desc', 'home: corporate staples (best sellers)']) {
      expect(named(name).indexes, name).toEqual(['goods_sales']);
      expect(named(name).sort, name).not.toBe('all');
    }
  });

  it('leave the console’s card its index', () => {
    expect(named('console: out-of-stock card').indexes).toEqual([OUT_OF_STOCK_INDEX]);
  });

  it('would show the index of migration 0011 taking storefront listings over', async () => {
    await sql`drop index goods_out_of_stock`.execute(t.db);
    await sql`create index goods_out_of_stock on goods (on_sale, inventory)`.execute(t.db);
    expect(takers(await checkPlans(t.backend, categoryId)).length).toBeGreaterThan(0);
  });
});
