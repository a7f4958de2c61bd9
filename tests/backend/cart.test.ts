import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import type { CartItem } from '../../common/areas/cart/cart.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** rest/car/my, update and delete: the caller's own cart lines, their bounds, and nobody else's. */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function accountId(username: string): Promise<number> {
  const row = await t.db.selectFrom('account').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** On-sale goods whose minimum is exactly one, and one whose minimum is above one, not used by another test. */
async function goodsWith(minimum: 'one' | 'more', skip = 0) {
  return t.db
    .selectFrom('goods')
    .select(['id', 'goods_name', 'goods_image', 'sale_price', 'quantity', 'unit'])
    .where('on_sale', '=', 1)
    .where('quantity', minimum === 'one' ? '=' : '>', 1)
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function add(token: string, goodsId: number, quantity: number) {
  const reply = await t.call('POST', '/rest/car/add', { token, body: { goodsId, quantity } });
  if (reply.code !== 0) throw new Error(`add failed: ${reply.msg}`);
  t.clock.advance(1000);
}

async function lines(token: string): Promise<CartItem[]> {
  const reply = await t.call<CartItem[]>('GET', '/rest/car/my', { token });
  expect(reply.code).toBe(0);
  return reply.data;
}

async function lineOf(token: string, goodsId: number): Promise<CartItem> {
  const line = (await lines(token)).find((item) => item.goodsId === goodsId);
  if (!line) throw new Error(`no line of goods ${goodsId}`);
  return line;
}

async function storedQuantity(id: number): Promise<number | undefined> {
  const row = await t.db.selectFrom('cart_item').select('quantity').where('id', '=', id).executeTakeFirst();
  return row?.quantity;
}

async function cartSize(username: string): Promise<number> {
  const row = await t.db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', await accountId(username))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the goods off sale for the duration of `run`, then back on, so no other test sees it off. */
async function whileOffSale(goodsId: number, run: () => Promise<void>) {
  await t.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', goodsId).execute();
  try {
    await run();
  } finally {
    await t.db.updateTable('goods').set({ on_sale: 1 }).where('id', '=', goodsId).execute();
  }
}

describe('GET rest/car/my', () => {
  it("answers the caller's lines newest first with every field of SPEC §3, and carCount agrees", async () => {
    const token = await t.buyerToken('demo');
    const first = await goodsWith('one');
    const second = await goodsWith('more');
    await add(token, first.id, 3);
    await add(token, second.id, second.quantity);

    const cart = await lines(token);
    expect(cart.slice(0, 2).map((line) => line.goodsId)).toEqual([second.id, first.id]);
    expect(cart[1]).toEqual({
      id: expect.any(Number),
      goodsId: first.id,
      goodsName: first.goods_name,
      goodsImage: first.goods_image,
      salePrice: first.sale_price / 10_000,
      quantity: 3,
      productQuantity: 1,
      onSale: 1,
      inventory: expect.any(Number),
      unit: expect.any(String),
    });
    expect(cart[0]).toMatchObject({ productQuantity: second.quantity, quantity: second.quantity });
    const info = await t.call<{ carCount: number }>('GET', '/rest/customer/info', { token });
    expect(info.data.carCount).toBe(cart.length);
  });

  it('shows the current price and marks goods taken off sale since', async () => {
    const token = await t.buyerToken('demo');
    const goods = await goodsWith('one', 1);
    await add(token, goods.id, 1);
    await t.db.updateTable('goods').set({ sale_price: 12_345 }).where('id', '=', goods.id).execute();
    await whileOffSale(goods.id, async () => {
      expect(await lineOf(token, goods.id)).toMatchObject({ salePrice: 1.2345, onSale: 0 });
    });
    await t.db.updateTable('goods').set({ sale_price: goods.sale_price }).where('id', '=', goods.id).execute();
  });

  it("never shows another account's lines, not even a colleague's", async () => {
    const demo = await t.buyerToken('demo');
    const buyer = await t.buyerToken('demo_buyer');
    const other = await t.buyerToken('other');
    const goods = await goodsWith('one', 2);
    await add(buyer, goods.id, 2);
    expect((await lines(buyer)).map((line) => line.goodsId)).toEqual([goods.id]);
    expect((await lines(demo)).some((line) => line.goodsId === goods.id)).toBe(false);
    expect(await lines(other)).toEqual([]);
  });
});

describe('POST rest/car/update', () => {
  it('changes the quantity anywhere from the goods’ minimum to 9999', async () => {
    const token = await t.buyerToken('demo');
    const goods = await goodsWith('more', 1);
    await add(token, goods.id, goods.quantity + 5);
    const line = await lineOf(token, goods.id);
    for (const quantity of [goods.quantity, 9999, goods.quantity + 1]) {
      expect(await t.call('POST', '/rest/car/update', { token, body: { carId: line.id, quantity } })).toMatchObject({
        code: 0,
        msg: '购买数量已修改',
      });
      expect(await storedQuantity(line.id)).toBe(quantity);
    }
    // JSON bodies are read too (SPEC §7: some calls send JSON).
    const json = await t.call('POST', '/rest/car/update', {
      token,
      json: true,
      body: { carId: line.id, quantity: goods.quantity + 2 },
    });
    expect(json.code).toBe(0);
    expect(await storedQuantity(line.id)).toBe(goods.quantity + 2);
  });

  it('refuses quantities out of bounds with a clear message and changes nothing', async () => {
    const token = await t.buyerToken('demo');
    const goods = await goodsWith('more', 2);
    await add(token, goods.id, goods.quantity + 1);
    const line = await lineOf(token, goods.id);
    const update = (body: Record<string, unknown>) => t.call('POST', '/rest/car/update', { token, body });

    expect(await update({ carId: line.id, quantity: goods.quantity - 1 })).toMatchObject({
      code: Code.refused,
      msg: `该商品${goods.quantity}${goods.unit}起订`,
    });
    for (const quantity of [0, -3, 10_000, 2.5]) {
      expect(await update({ carId: line.id, quantity })).toMatchObject({
        code: Code.invalid,
        msg: '购买数量必须在1到9999之间',
      });
    }
    expect(await update({ carId: line.id, quantity: 'many' })).toMatchObject({
      code: Code.invalid,
      msg: '请填写购买数量',
    });
    expect(await update({ carId: line.id })).toMatchObject({ code: Code.invalid, msg: '请填写购买数量' });
    expect((await update({ quantity: goods.quantity + 2 })).code).toBe(Code.invalid);
    expect((await update({ carId: 'abc', quantity: goods.quantity + 2 })).code).toBe(Code.invalid);
    expect(await storedQuantity(line.id)).toBe(goods.quantity + 1);

    const english = await t.call('POST', '/rest/car/update', {
      token,
      body: { carId: line.id, quantity: 0 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.msg).toBe('The quantity must be between 1 and 9999');
  });

  it('refuses an off-sale line', async () => {
    const token = await t.buyerToken('demo');
    const goods = await goodsWith('one', 3);
    await add(token, goods.id, 4);
    const line = await lineOf(token, goods.id);
    await whileOffSale(goods.id, async () => {
      expect(await t.call('POST', '/rest/car/update', { token, body: { carId: line.id, quantity: 6 } })).toMatchObject({
        code: Code.refused,
        msg: '该商品已下架',
      });
    });
    expect(await storedQuantity(line.id)).toBe(4);
  });

  it("answers 10040 for a colleague's line, another company's line and an unknown one", async () => {
    const demo = await t.buyerToken('demo');
    const buyer = await t.buyerToken('demo_buyer');
    const other = await t.buyerToken('other');
    const goods = await goodsWith('one', 4);
    await add(demo, goods.id, 2);
    const line = await lineOf(demo, goods.id);
    for (const token of [buyer, other]) {
      expect((await t.call('POST', '/rest/car/update', { token, body: { carId: line.id, quantity: 7 } })).code).toBe(
        Code.notFound,
      );
    }
    expect(
      (await t.call('POST', '/rest/car/update', { token: demo, body: { carId: 999_999, quantity: 7 } })).code,
    ).toBe(Code.notFound);
    expect(await storedQuantity(line.id)).toBe(2);
  });
});

describe('POST rest/car/delete', () => {
  it('deletes the chosen lines, as repeated keys or a JSON array, and carCount follows', async () => {
    const token = await t.buyerToken('demo_approver');
    const goods = await Promise.all([0, 1, 2].map((skip) => goodsWith('one', 5 + skip)));
    for (const item of goods) await add(token, item.id, 1);
    const ids = (await lines(token)).map((line) => line.id);
    expect(ids).toHaveLength(3);

    expect(await t.call('POST', '/rest/car/delete', { token, body: { ids: [ids[0], ids[1]] } })).toMatchObject({
      code: 0,
      msg: '删除成功',
    });
    expect((await lines(token)).map((line) => line.id)).toEqual([ids[2]]);
    expect((await t.call<{ carCount: number }>('GET', '/rest/customer/info', { token })).data.carCount).toBe(1);

    expect((await t.call('POST', '/rest/car/delete', { token, json: true, body: { ids: [ids[2]] } })).code).toBe(0);
    expect(await lines(token)).toEqual([]);
    expect((await t.call<{ carCount: number }>('GET', '/rest/customer/info', { token })).data.carCount).toBe(0);
  });

  it('deletes an off-sale line too: it can only leave the cart', async () => {
    const token = await t.buyerToken('demo_approver');
    const goods = await goodsWith('one', 8);
    await add(token, goods.id, 1);
    const line = await lineOf(token, goods.id);
    await whileOffSale(goods.id, async () => {
      expect((await t.call('POST', '/rest/car/delete', { token, body: { ids: line.id } })).code).toBe(0);
    });
    expect(await storedQuantity(line.id)).toBeUndefined();
  });

  it("says 'please select data' when nothing is chosen, and deletes nothing", async () => {
    const token = await t.buyerToken('demo');
    const before = await cartSize('demo');
    for (const body of [{}, { ids: [] }, { ids: '' }]) {
      expect(await t.call('POST', '/rest/car/delete', { token, json: true, body })).toMatchObject({
        code: Code.invalid,
        msg: '请选择数据',
      });
    }
    expect((await t.call('POST', '/rest/car/delete', { token, body: { ids: 'x' } })).code).toBe(Code.invalid);
    expect(await cartSize('demo')).toBe(before);
  });

  it("answers 10040 when any id is a colleague's, another company's or unknown, and deletes none of them", async () => {
    const demo = await t.buyerToken('demo');
    const buyer = await t.buyerToken('demo_buyer');
    const other = await t.buyerToken('other');
    const goods = await goodsWith('one', 9);
    await add(demo, goods.id, 1);
    await add(buyer, goods.id, 1);
    await add(other, goods.id, 1);
    const mine = await lineOf(demo, goods.id);
    const colleagues = await lineOf(buyer, goods.id);
    const others = await lineOf(other, goods.id);
    for (const foreign of [colleagues.id, others.id, 999_999]) {
      expect((await t.call('POST', '/rest/car/delete', { token: demo, body: { ids: [mine.id, foreign] } })).code).toBe(
        Code.notFound,
      );
    }
    for (const id of [mine.id, colleagues.id, others.id]) expect(await storedQuantity(id)).toBe(1);
  });
});

describe('rest/car/* without a valid session', () => {
  it('answers 10020 without a token or with an unknown one, and 10021 once it expired, changing nothing', async () => {
    const goods = await goodsWith('one', 10);
    const owner = await t.buyerToken('demo_buyer');
    await add(owner, goods.id, 2);
    const line = await lineOf(owner, goods.id);
    const calls = (token?: string) => [
      t.call('GET', '/rest/car/my', { token }),
      t.call('POST', '/rest/car/add', { token, body: { goodsId: goods.id, quantity: 1 } }),
      t.call('POST', '/rest/car/update', { token, body: { carId: line.id, quantity: 5 } }),
      t.call('POST', '/rest/car/delete', { token, body: { ids: line.id } }),
    ];
    for (const reply of await Promise.all(calls())) expect(reply.code).toBe(Code.tokenInvalid);
    for (const reply of await Promise.all(calls('not-a-token'))) expect(reply.code).toBe(Code.tokenInvalid);
    const expiring = await t.login('demo_buyer');
    t.clock.advance(7 * DAY + 1);
    for (const reply of await Promise.all(calls(expiring))) expect(reply.code).toBe(Code.tokenExpired);
    expect(await storedQuantity(line.id)).toBe(2);
  });
});
