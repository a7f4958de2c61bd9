import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * 'All goods' answers its total from a counter the database keeps (migration 0009)
 * instead of counting 200,000 rows per page: it must stay exact however goods
 * come, go or change sale state, one by one or in bulk, on both databases.
 */
let t: TestBackend;

const counted = async () =>
  Number(
    (
      await t.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('on_sale', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
const answered = async () =>
  (await t.call<{ total: number }>('GET', '/rest/goodsall/page', { query: { limit: '20' } })).data.total;

beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

describe('the on-sale total of all goods', () => {
  it('matches a count of the goods on sale after the seed', async () => {
    expect(await answered()).toBe(await counted());
    expect(await counted()).toBeGreaterThan(0);
  });

  it('follows goods taken off sale and back, in bulk and one by one, and stock changes leave it alone', async () => {
    const ids = (
      await t.db.selectFrom('goods').select('id').where('on_sale', '=', 1).orderBy('id').limit(5).execute()
    ).map((row) => row.id);
    const before = await counted();
    await t.db.updateTable('goods').set({ on_sale: 0 }).where('id', 'in', ids).execute();
    expect(await answered()).toBe(before - 5);
    // Setting the same state again changes nothing.
    await t.db.updateTable('goods').set({ on_sale: 0 }).where('id', 'in', ids).execute();
    expect(await answered()).toBe(before - 5);
    await t.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', ids[0]!).execute();
    expect(await answered()).toBe(before - 4);
    await t.db.updateTable('goods').set({ inventory: 7 }).where('id', '=', ids[0]!).execute();
    expect(await answered()).toBe(before - 4);
    await t.db.updateTable('goods').set({ on_sale: 1 }).where('id', 'in', ids).execute();
    expect(await answered()).toBe(before);
    expect(await answered()).toBe(await counted());
  });

  it('follows goods added and removed', async () => {
    const template = await t.db.selectFrom('goods').selectAll().where('on_sale', '=', 1).executeTakeFirstOrThrow();
    const before = await counted();
    const { id: _id, ...columns } = template;
    const added = await t.db
      .insertInto('goods')
      .values([
        { ...columns, goods_code: 'TOTAL-1', goods_no: 'TOTAL-1', on_sale: 1 },
        { ...columns, goods_code: 'TOTAL-2', goods_no: 'TOTAL-2', on_sale: 1 },
        { ...columns, goods_code: 'TOTAL-3', goods_no: 'TOTAL-3', on_sale: 0 },
      ])
      .returning('id')
      .execute();
    expect(await answered()).toBe(before + 2);
    await t.db
      .deleteFrom('goods')
      .where(
        'id',
        'in',
        added.map((row) => row.id),
      )
      .execute();
    expect(await answered()).toBe(before);
    expect(await answered()).toBe(await counted());
  });
});
