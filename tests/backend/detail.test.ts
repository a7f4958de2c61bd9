import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { GoodsDetail } from '../../common/areas/catalogue/goods.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

describe('rest/goods/detail/{id}', () => {
  it('answers every field of the goods detail', async () => {
    const reply = await t.call<GoodsDetail>('GET', '/rest/goods/detail/5');
    expect(reply.code).toBe(0);
    const goods = reply.data;
    const row = await t.db.selectFrom('goods').selectAll().where('id', '=', 5).executeTakeFirstOrThrow();
    expect(goods).toMatchObject({
      id: 5,
      goodsName: row.goods_name,
      salePrice: row.sale_price / 10_000,
      onSale: row.on_sale,
    });
    expect(goods.unit).toBeTruthy();
    expect(goods.brand).toBeTruthy();
    expect(goods.categoryName).toBeTruthy();
    expect(goods.mainImageList.length).toBeGreaterThanOrEqual(2);
    expect(goods.parameterList.length).toBeGreaterThanOrEqual(3);
    expect(goods.xtGoodsList.length).toBeGreaterThan(0);
    expect(goods.xtGoodsList.map((item) => item.id)).not.toContain(5);
    expect(goods.jpRecommendList.map((item) => item.id)).not.toContain(5);
  });

  it('counts each view, so the popularity sort means something', async () => {
    const before = await t.db.selectFrom('goods').select('browse_count').where('id', '=', 7).executeTakeFirstOrThrow();
    await t.call('GET', '/rest/goods/detail/7');
    await t.call('GET', '/rest/goods/detail/7');
    const after = await t.db.selectFrom('goods').select('browse_count').where('id', '=', 7).executeTakeFirstOrThrow();
    expect(after.browse_count).toBe(before.browse_count + 2);
  });

  it('shows off-sale goods as such', async () => {
    const offSale = await t.db.selectFrom('goods').select('id').where('on_sale', '=', 0).executeTakeFirstOrThrow();
    const reply = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${offSale.id}`);
    expect(reply.data.onSale).toBe(0);
  });

  it('answers not found for unknown and nonsense ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc']) {
      expect((await t.call('GET', `/rest/goods/detail/${id}`)).code).toBe(Code.notFound);
    }
  });
});

describe('rest/car/add', () => {
  it('adds a line, and adding again adds to it up to 9999', async () => {
    const token = await t.buyerToken('demo');
    const goods = await t.db
      .selectFrom('goods')
      .select(['id', 'quantity'])
      .where('on_sale', '=', 1)
      .where('inventory', '>', 0)
      .where('quantity', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await t.call('POST', '/rest/car/add', { token, body: { goodsId: goods.id, quantity: 2 } })).toMatchObject({
      code: 0,
      msg: '加入购物车成功',
    });
    await t.call('POST', '/rest/car/add', { token, body: { goodsId: goods.id, quantity: 3 } });
    const line = await t.db
      .selectFrom('cart_item')
      .select('quantity')
      .where('goods_id', '=', goods.id)
      .executeTakeFirstOrThrow();
    expect(line.quantity).toBe(5);
    await t.call('POST', '/rest/car/add', { token, body: { goodsId: goods.id, quantity: 9999 } });
    const capped = await t.db
      .selectFrom('cart_item')
      .select('quantity')
      .where('goods_id', '=', goods.id)
      .executeTakeFirstOrThrow();
    expect(capped.quantity).toBe(9999);
    const info = await t.call<{ carCount: number }>('GET', '/rest/customer/info', { token });
    expect(info.data.carCount).toBe(1);
  });

  it('refuses bad quantities, off-sale goods and unknown goods, writing nothing', async () => {
    const token = await t.buyerToken('demo_buyer');
    const count = () => t.count('cart_item');
    const before = await count();
    const minimum = await t.db
      .selectFrom('goods')
      .select(['id', 'quantity', 'unit'])
      .where('on_sale', '=', 1)
      .where('inventory', '>', 0)
      .where('quantity', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const offSale = await t.db.selectFrom('goods').select('id').where('on_sale', '=', 0).executeTakeFirstOrThrow();
    expect((await t.call('POST', '/rest/car/add', { token, body: { goodsId: minimum.id, quantity: 0 } })).code).toBe(
      Code.invalid,
    );
    expect(
      (await t.call('POST', '/rest/car/add', { token, body: { goodsId: minimum.id, quantity: 10000 } })).code,
    ).toBe(Code.invalid);
    expect(
      (await t.call('POST', '/rest/car/add', { token, body: { goodsId: minimum.id, quantity: 'two' } })).code,
    ).toBe(Code.invalid);
    expect(
      await t.call('POST', '/rest/car/add', { token, body: { goodsId: minimum.id, quantity: minimum.quantity - 1 } }),
    ).toMatchObject({
      code: Code.refused,
      msg: `该商品${minimum.quantity}${minimum.unit}起订`,
    });
    expect(
      await t.call('POST', '/rest/car/add', { token, body: { goodsId: offSale.id, quantity: 100 } }),
    ).toMatchObject({
      code: Code.refused,
      msg: '该商品已下架',
    });
    expect((await t.call('POST', '/rest/car/add', { token, body: { goodsId: 999999, quantity: 1 } })).code).toBe(
      Code.notFound,
    );
    expect(await count()).toBe(before);
  });

  it('needs a token', async () => {
    expect((await t.call('POST', '/rest/car/add', { body: { goodsId: 1, quantity: 1 } })).code).toBe(Code.tokenInvalid);
  });
});

describe('rest/collection/add', () => {
  it('favourites once however often asked', async () => {
    const token = await t.buyerToken('demo_approver');
    expect(await t.call('POST', '/rest/collection/add', { token, body: { goodsId: 3 } })).toMatchObject({
      code: 0,
      msg: '收藏成功',
    });
    expect((await t.call('POST', '/rest/collection/add', { token, body: { goodsId: 3 } })).code).toBe(0);
    const rows = await t.db.selectFrom('collection').selectAll().where('goods_id', '=', 3).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown goods and bad ids, and needs a token', async () => {
    const token = await t.buyerToken('demo_approver');
    expect((await t.call('POST', '/rest/collection/add', { token, body: { goodsId: 999999 } })).code).toBe(
      Code.notFound,
    );
    expect((await t.call('POST', '/rest/collection/add', { token, body: { goodsId: 'x' } })).code).toBe(Code.invalid);
    expect((await t.call('POST', '/rest/collection/add', { body: { goodsId: 3 } })).code).toBe(Code.tokenInvalid);
  });
});
