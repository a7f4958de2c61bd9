import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_PAGE_SIZE } from '../../common/constants.ts';
import { Code } from '../../common/envelope.ts';
import type { Page } from '../../common/envelope.ts';
import type { Favourite } from '../../common/areas/favourites/favourite.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** rest/collection/my and cancel: the caller's own favourites, 30 to a page, searched by goods name. */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function favourite(token: string, goodsId: number) {
  const reply = await t.call('POST', '/rest/collection/add', { token, body: { goodsId } });
  if (reply.code !== 0) throw new Error(`favourite failed: ${reply.msg}`);
  t.clock.advance(1000);
}

async function page(token: string, query: Record<string, string> = {}): Promise<Page<Favourite>> {
  const reply = await t.call<Page<Favourite>>('GET', '/rest/collection/my', { token, query });
  expect(reply.code).toBe(0);
  return reply.data;
}

async function goodsIds(count: number, skip: number): Promise<number[]> {
  const rows = await t.db.selectFrom('goods').select('id').orderBy('id').offset(skip).limit(count).execute();
  return rows.map((row) => row.id);
}

async function stored(id: number): Promise<boolean> {
  return Boolean(await t.db.selectFrom('collection').select('id').where('id', '=', id).executeTakeFirst());
}

describe('GET rest/collection/my', () => {
  it('answers the favourites newest first with the fields of SPEC §3, 30 to a page whatever limit asks', async () => {
    const token = await t.buyerToken('demo_approver');
    const ids = await goodsIds(FAVOURITES_PAGE_SIZE + 1, 0);
    for (const id of ids) await favourite(token, id);

    const first = await page(token, { limit: '10' });
    expect(first.total).toBe(ids.length);
    expect(first.list).toHaveLength(FAVOURITES_PAGE_SIZE);
    expect(first.list.map((row) => row.goodsId)).toEqual([...ids].reverse().slice(0, FAVOURITES_PAGE_SIZE));
    const goods = await t.db.selectFrom('goods').selectAll().where('id', '=', ids.at(-1)!).executeTakeFirstOrThrow();
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      goodsId: goods.id,
      goodsName: goods.goods_name,
      goodsImage: goods.goods_image,
      salePrice: goods.sale_price / 10_000,
      quantity: goods.quantity,
      onSale: goods.on_sale,
      inventory: goods.inventory,
    });

    const second = await page(token, { page: '2', limit: '100' });
    expect(second).toEqual({ list: [expect.objectContaining({ goodsId: ids[0] })], total: ids.length });
    expect((await page(token, { page: '3' })).list).toEqual([]);
    // A nonsense page is the first page, as on every list.
    expect((await page(token, { page: 'x' })).list[0]?.goodsId).toBe(ids.at(-1));
  });

  it('searches by goods name, ignoring case, with %, _ and \\ taken literally', async () => {
    const token = await t.buyerToken('demo');
    const named = await t.db
      .selectFrom('goods')
      .select(['id', 'goods_name'])
      .where('goods_name', 'like', '%M%')
      .orderBy('id')
      .limit(3)
      .execute();
    const plain = await goodsIds(3, 40);
    for (const id of [...named.map((row) => row.id), ...plain]) await favourite(token, id);

    const words = named[0]!.goods_name.slice(named[0]!.goods_name.indexOf('M'), named[0]!.goods_name.indexOf('M') + 2);
    const found = await page(token, { goodsName: words.toLowerCase() });
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.map((row) => row.goodsId)).toContain(named[0]!.id);
    for (const row of found.list) expect(row.goodsName.toLowerCase()).toContain(words.toLowerCase());
    expect(found.total).toBe(found.list.length);

    for (const wildcard of ['%', '_', '\\']) expect((await page(token, { goodsName: wildcard })).total).toBe(0);
    expect((await page(token, { goodsName: '不存在的商品名称' })).total).toBe(0);
    // An empty search is no search.
    expect((await page(token, { goodsName: '  ' })).total).toBe((await page(token)).total);
  });

  it("never shows another account's favourites, not even a colleague's", async () => {
    const buyer = await t.buyerToken('demo_buyer');
    const other = await t.buyerToken('other');
    const [goodsId] = await goodsIds(1, 60);
    await favourite(buyer, goodsId!);
    expect((await page(buyer)).list.map((row) => row.goodsId)).toEqual([goodsId]);
    expect(await page(other)).toEqual({ list: [], total: 0 });
  });
});

describe('POST rest/collection/cancel', () => {
  it('cancels the chosen favourites, as repeated keys or a JSON array', async () => {
    const token = await t.buyerToken('other');
    for (const id of await goodsIds(3, 70)) await favourite(token, id);
    const ids = (await page(token)).list.map((row) => row.id);
    expect(ids).toHaveLength(3);

    expect(await t.call('POST', '/rest/collection/cancel', { token, body: { ids: [ids[0], ids[1]] } })).toMatchObject({
      code: 0,
      msg: '已取消收藏',
    });
    expect((await page(token)).list.map((row) => row.id)).toEqual([ids[2]]);
    expect((await t.call('POST', '/rest/collection/cancel', { token, json: true, body: { ids: [ids[2]] } })).code).toBe(
      0,
    );
    expect(await page(token)).toEqual({ list: [], total: 0 });
  });

  it("says 'please select data' when nothing is chosen, and cancels nothing", async () => {
    const token = await t.buyerToken('demo');
    const before = (await page(token)).total;
    for (const body of [{}, { ids: [] }, { ids: '' }]) {
      expect(await t.call('POST', '/rest/collection/cancel', { token, json: true, body })).toMatchObject({
        code: Code.invalid,
        msg: '请选择数据',
      });
    }
    expect((await t.call('POST', '/rest/collection/cancel', { token, body: { ids: '-1' } })).code).toBe(Code.invalid);
    expect((await page(token)).total).toBe(before);
  });

  it("answers 10040 when any id is a colleague's, another company's or unknown, and cancels none of them", async () => {
    const demo = await t.buyerToken('demo');
    const buyer = await t.buyerToken('demo_buyer');
    const other = await t.buyerToken('other');
    const [goodsId] = await goodsIds(1, 80);
    for (const token of [demo, buyer, other]) await favourite(token, goodsId!);
    const idOf = async (token: string) => (await page(token)).list.find((row) => row.goodsId === goodsId)!.id;
    const [mine, colleagues, others] = [await idOf(demo), await idOf(buyer), await idOf(other)];
    for (const foreign of [colleagues, others, 999_999]) {
      expect(
        (await t.call('POST', '/rest/collection/cancel', { token: demo, body: { ids: [mine, foreign] } })).code,
      ).toBe(Code.notFound);
    }
    for (const id of [mine, colleagues, others]) expect(await stored(id)).toBe(true);
  });
});

describe('one goods as its detail page shows it: GET rest/collection/goods/{id}, POST rest/collection/remove', () => {
  const state = async (token: string, goodsId: number | string) =>
    t.call<{ goodsId: number; favourite: boolean }>('GET', `/rest/collection/goods/${goodsId}`, { token });
  const remove = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/rest/collection/remove', { token, body });

  it('says whether the caller keeps it, and removing it there leaves everyone else’s', async () => {
    const demo = await t.buyerToken('demo');
    const buyer = await t.buyerToken('demo_buyer');
    const [goodsId] = await goodsIds(1, 100);
    expect(await state(demo, goodsId!)).toMatchObject({ code: 0, data: { goodsId, favourite: false } });
    await favourite(demo, goodsId!);
    await favourite(buyer, goodsId!);
    expect((await state(demo, goodsId!)).data).toEqual({ goodsId, favourite: true });

    expect(await remove(demo, { goodsId })).toMatchObject({ code: 0, msg: '已取消收藏' });
    expect((await state(demo, goodsId!)).data.favourite).toBe(false);
    expect((await page(demo)).list.map((row) => row.goodsId)).not.toContain(goodsId);
    // A colleague's favourite of the same goods is theirs.
    expect((await state(buyer, goodsId!)).data.favourite).toBe(true);
    // Removed already (a second tab): nothing to do, and no error.
    expect(await remove(demo, { goodsId })).toMatchObject({ code: 0 });
  });

  it('refuses a missing or nonsense goods id with a message, and answers an unknown one as no favourite', async () => {
    const token = await t.buyerToken('demo_approver');
    const before = await t.count('collection');
    for (const body of [{}, { goodsId: '' }, { goodsId: 'abc' }, { goodsId: '-1' }])
      expect((await remove(token, body)).code).toBe(Code.invalid);
    expect(await t.count('collection')).toBe(before);
    expect((await state(token, 'abc')).code).toBe(Code.notFound);
    expect((await state(token, 999_999)).data).toEqual({ goodsId: 999_999, favourite: false });
  });

  it('answers 10020 without a session, removing nothing', async () => {
    const owner = await t.buyerToken('demo_buyer');
    const [goodsId] = await goodsIds(1, 110);
    await favourite(owner, goodsId!);
    expect((await t.call('GET', `/rest/collection/goods/${goodsId}`)).code).toBe(Code.tokenInvalid);
    expect((await t.call('POST', '/rest/collection/remove', { body: { goodsId: goodsId! } })).code).toBe(
      Code.tokenInvalid,
    );
    expect((await state(owner, goodsId!)).data.favourite).toBe(true);
  });
});

describe('rest/collection/* without a valid session', () => {
  it('answers 10020 without a token or with an unknown one, and 10021 once it expired, changing nothing', async () => {
    const owner = await t.buyerToken('demo_buyer');
    const [goodsId] = await goodsIds(1, 90);
    await favourite(owner, goodsId!);
    const id = (await page(owner)).list.find((row) => row.goodsId === goodsId)!.id;
    const calls = (token?: string) => [
      t.call('GET', '/rest/collection/my', { token }),
      t.call('POST', '/rest/collection/add', { token, body: { goodsId: goodsId! } }),
      t.call('POST', '/rest/collection/cancel', { token, body: { ids: id } }),
    ];
    for (const reply of await Promise.all(calls())) expect(reply.code).toBe(Code.tokenInvalid);
    for (const reply of await Promise.all(calls('not-a-token'))) expect(reply.code).toBe(Code.tokenInvalid);
    const expiring = await t.login('demo_buyer');
    t.clock.advance(7 * DAY + 1);
    for (const reply of await Promise.all(calls(expiring))) expect(reply.code).toBe(Code.tokenExpired);
    expect(await stored(id)).toBe(true);
  });
});
