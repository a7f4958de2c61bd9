import { companyOf } from './company-of.ts';
import { deliveryFor } from './demo-buying.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
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

const version = async () => (await t.backend.services.storefront.versions()).storefront;
const versions = () => t.backend.services.storefront.versions();

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

/**
 * The number reference data and list filters are kept under (migration 0024): it moves with what
 * they are made of and with nothing else, and the storefront version moves with it.
 */
describe('the catalogue version', () => {
  /** An offline order of one goods by Buy Now, to the demo company's default address and invoice header. */
  async function placeOrder(goodsId: number) {
    const { address, header } = await deliveryFor(t, await companyOf(t, 'demo'));
    const submitted = await t.call('POST', '/rest/order/submitOrderBuy', {
      token: await t.buyerToken('demo'),
      body: { goodsId, quantity: 1, payTypeId: 1, consigneeId: address, invoiceHeader: header },
    });
    expect(submitted.code, submitted.msg).toBe(Code.ok);
  }

  it('stays when an order takes stock and when staff change a price, which move the storefront version', async () => {
    const before = await versions();
    await placeOrder(goodsIds[2]!);
    const ordered = await versions();
    expect(ordered.storefront).toBeGreaterThan(before.storefront);
    expect(ordered.catalogue).toBe(before.catalogue);

    const priced = await t.call('POST', `/rest/staff/goods/${goodsIds[2]}/price`, {
      token: await t.staffToken('admin'),
      body: { price: '9.99' },
    });
    expect(priced.code, priced.msg).toBe(Code.ok);
    const after = await versions();
    expect(after.storefront).toBeGreaterThan(ordered.storefront);
    expect(after.catalogue).toBe(before.catalogue);
  });

  const changes: [string, () => Promise<unknown>][] = [
    [
      'a navigation item is renamed',
      () => t.db.updateTable('navigation').set({ name: '五金工具' }).where('id', '=', 1).execute(),
    ],
    [
      'an article is edited',
      () => t.db.updateTable('article').set({ title: '如何开票' }).where('id', '=', 1).execute(),
    ],
    ['a brand is renamed', () => t.db.updateTable('brand').set({ name: '世达（新）' }).where('id', '=', 1).execute()],
    [
      'a category is renamed',
      () => t.db.updateTable('category').set({ name: '紧固件（新）' }).where('id', '=', 1).execute(),
    ],
    [
      'a goods gets a parameter value',
      () =>
        t.db.insertInto('goods_parameter').values({ goods_id: goodsIds[3]!, name: '材质', tag: '钛合金' }).execute(),
    ],
    [
      'staff take a goods off sale',
      async () => {
        const reply = await t.call('POST', `/rest/staff/goods/${goodsIds[3]}/sale`, {
          token: await t.staffToken('admin'),
          body: { onSale: 'false' },
        });
        expect(reply.code, reply.msg).toBe(Code.ok);
      },
    ],
  ];
  it.each(changes)('moves with the storefront version when %s', async (_, change) => {
    const before = await versions();
    await change();
    const after = await versions();
    expect(after.catalogue).toBeGreaterThan(before.catalogue);
    expect(after.storefront).toBeGreaterThan(before.storefront);
  });

  it('are answered together to a web on BACKEND_URL', async () => {
    const reply = await t.call('GET', '/rest/storefront/version');
    expect(reply).toMatchObject({ code: Code.ok, data: await versions() });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lets a transaction that takes stock, then edits the catalogue, cross one that does the reverse (PostgreSQL)',
    async () => {
      const before = await versions();
      // Each fires its triggers at once rather than at commit, so the crossing is the same every run.
      const now = sql`set constraints all immediate`;
      let aHasStorefront!: () => void;
      const aMovedStorefront = new Promise<void>((resolve) => (aHasStorefront = resolve));
      let bWaiting!: () => void;
      const bStarted = new Promise<void>((resolve) => (bWaiting = resolve));
      // A moves the storefront number (stock), then, once B is waiting, the catalogue's. Were B to
      // move the catalogue number before the storefront's, each would wait for the other's row.
      const a = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('goods').set({ inventory: 30 }).where('id', '=', goodsIds[0]!).execute();
        await now.execute(trx);
        aHasStorefront();
        await bStarted;
        await sleep(200);
        await trx.updateTable('navigation').set({ name: '办公用品' }).where('id', '=', 2).execute();
        await now.execute(trx);
      });
      const b = t.db.transaction().execute(async (trx) => {
        await aMovedStorefront;
        await trx.updateTable('navigation').set({ name: '劳保用品' }).where('id', '=', 3).execute();
        const fired = now.execute(trx);
        bWaiting();
        await fired;
        await trx.updateTable('goods').set({ inventory: 31 }).where('id', '=', goodsIds[1]!).execute();
      });
      await Promise.all([a, b]);
      expect(await versions()).toEqual({ storefront: before.storefront + 2, catalogue: before.catalogue + 2 });
    },
  );
});
