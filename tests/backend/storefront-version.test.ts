import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The number the web's page cache compares (migration 0021): it moves with every committed change
 * to what the storefront shows, whoever makes it, is seen only with the change, and never makes
 * two orders wait on each other.
 */
let t: TestBackend;
let goodsIds: number[];

beforeAll(async () => {
  t = await startBackend();
  const rows = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '<=', 1)
    .where('inventory', '>', 10)
    .orderBy('id')
    .limit(4)
    .execute();
  goodsIds = rows.map((row) => row.id);
});
afterAll(() => t.close());

const version = () => t.backend.storefrontVersion();

describe('the storefront version', () => {
  it('moves when a goods’ price changes, and not when a buyer fills a cart', async () => {
    const buyer = await t.buyerToken('demo');
    const before = await version();
    const added = await t.call('POST', '/rest/car/add', { token: buyer, body: { goodsId: goodsIds[0], quantity: 1 } });
    expect(added.msg).toBe('加入购物车成功');
    expect(await version()).toBe(before);
    await t.db.updateTable('goods').set({ sale_price: 12345 }).where('id', '=', goodsIds[0]!).execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('stays when a buyer views a goods, though each view is counted', async () => {
    const views = async () =>
      (await t.db.selectFrom('goods').select('browse_count').where('id', '=', goodsIds[1]!).executeTakeFirstOrThrow())
        .browse_count;
    const [before, viewsBefore] = [await version(), await views()];
    expect((await t.call('GET', `/rest/goods/detail/${goodsIds[1]}`)).code).toBe(0);
    expect(await views()).toBe(viewsBefore + 1);
    expect(await version()).toBe(before);
  });

  it('moves once for a transaction that changes many rows, and only when it commits', async () => {
    const before = await version();
    let seenInside = -1;
    await t.db.transaction().execute(async (trx) => {
      for (const id of goodsIds) await trx.updateTable('goods').set({ inventory: 50 }).where('id', '=', id).execute();
      // Read by another connection: a page rendered now must carry the old number with the old data.
      // (SQLite's one connection waits for the transaction; its readers see only what is committed.)
      if (t.dialect === 'postgres') seenInside = await version();
    });
    if (t.dialect === 'postgres') expect(seenInside).toBe(before);
    const after = await version();
    expect(after).toBeGreaterThan(before);
    if (t.dialect === 'postgres') expect(after).toBe(before + 1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lets two transactions that cross over goods rows both commit (PostgreSQL)',
    async () => {
      const [g1, g2] = goodsIds as [number, number];
      const before = await version();
      let bUpdated!: () => void;
      const bHasRow = new Promise<void>((resolve) => (bUpdated = resolve));
      // A takes g1, then waits for g2, which B holds; B finishes and commits; then A goes on.
      // Were the number moved at each update, B would wait behind A's hold on it while A waits
      // for B's row: a deadlock, and one order refused.
      const a = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('goods').set({ inventory: 40 }).where('id', '=', g1).execute();
        await bHasRow;
        await trx.updateTable('goods').set({ inventory: 41 }).where('id', '=', g2).execute();
      });
      const b = t.db.transaction().execute(async (trx) => {
        await sleep(50);
        await trx.updateTable('goods').set({ inventory: 42 }).where('id', '=', g2).execute();
        bUpdated();
        await sleep(200);
      });
      await Promise.all([a, b]);
      expect(await version()).toBe(before + 2);
    },
  );
});

describe('views of goods pages the web served from memory', () => {
  it('are added to the goods’ view count without moving the storefront version', async () => {
    const [first, second] = goodsIds as [number, number];
    const counts = async () =>
      new Map(
        (
          await t.db.selectFrom('goods').select(['id', 'browse_count']).where('id', 'in', [first, second]).execute()
        ).map((row) => [row.id, Number(row.browse_count)]),
      );
    const before = await counts();
    const versionBefore = await version();
    await t.backend.services.goodsDetail.addViews(
      new Map([
        [first, 3],
        [second, 1],
        [999_999_999, 2],
      ]),
    );
    // Not a count of views: ignored.
    await t.backend.services.goodsDetail.addViews(
      new Map([
        [first, -5],
        [second, 1.5],
      ]),
    );
    const after = await counts();
    expect(after.get(first)).toBe(before.get(first)! + 3);
    expect(after.get(second)).toBe(before.get(second)! + 1);
    expect(await version()).toBe(versionBefore);
  });
});
