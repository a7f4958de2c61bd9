import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail, GoodsListItem } from '../../common/areas/catalogue/goods.ts';
import type { CartItem } from '../../common/areas/cart/cart.ts';
import type { QuickOrderCheck } from '../../common/areas/quick-order/quick-order.ts';
import { Code } from '../../common/envelope.ts';
import type { Page } from '../../common/envelope.ts';
import { moneyToWire, type Money } from '../../common/money.ts';
import { companyOf } from './company-of.ts';
import { buyNowOffline, deliveryFor } from './demo-buying.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * A company's own prices (协议价) and catalogue as its buyers see and pay them: lists, search,
 * the price sort across priced and unpriced goods with stable paging, the price filter, the
 * detail's enableCustomerPrice, cart and checkout at the company's price; another company and
 * visitors at list prices; lists not yet in force or expired not applying; a catalogue company
 * kept to its goods; the trigger repricing discount rows only; and (PostgreSQL) a price changed
 * during checkout giving an order at one consistent price.
 */
let t: TestBackend;
let priced: number;
let catalogued: number;
let plainToken: string;
let categoryId: number;
/** The category's goods on sale, by id: their list prices. */
let listPrices: Map<number, number>;
/** The priced company's own prices for some of them. */
const own = new Map<number, number>();
let cheapest: number;
let dearest: number;
let listId: number;
/** The dearest goods' company price: below every list price. */
let bargain: number;

const YEAR = 365 * 24 * 60 * 60 * 1000;

async function priceList(companyId: number, from: number, to: number): Promise<number> {
  const row = await t.db
    .insertInto('price_list')
    .values({
      company_id: companyId,
      name: `list ${from}`,
      valid_from: from,
      valid_to: to,
      contract_id: null,
      created_at: from,
      updated_at: from,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function companyPrice(list: number, companyId: number, goodsId: number, price: number, rate: number | null) {
  const period = await t.db
    .selectFrom('price_list')
    .select(['valid_from', 'valid_to'])
    .where('id', '=', list)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('company_price')
    .values({ price_list_id: list, goods_id: goodsId, company_id: companyId, price, rate, ...period })
    .execute();
}

async function goodsPage(query: Record<string, string>, token?: string) {
  const reply = await t.call<Page<GoodsListItem>>('GET', '/rest/goodsall/page', { query, token });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/** What a buyer of the priced company pays for a goods now. */
const paid = (id: number) => own.get(id) ?? listPrices.get(id)!;

beforeAll(async () => {
  t = await startBackend();
  priced = await companyOf(t, 'demo');
  catalogued = await companyOf(t, 'other');
  plainToken = (await freshCompany(t)).token;
  // The demo data may give these companies lists of their own: the test sets its own.
  for (const company of [priced, catalogued]) {
    await t.db.deleteFrom('company_price').where('company_id', '=', company).execute();
    await t.db.deleteFrom('price_list').where('company_id', '=', company).execute();
    await t.db.deleteFrom('company_catalogue').where('company_id', '=', company).execute();
  }
  // The category with the most goods on sale.
  const category = await t.db
    .selectFrom('goods')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('on_sale', '=', 1)
    .groupBy('category_id')
    .orderBy('n', 'desc')
    .orderBy('category_id')
    .executeTakeFirstOrThrow();
  categoryId = category.category_id;
  expect(Number(category.n)).toBeGreaterThanOrEqual(5);
  const goods = await t.db
    .selectFrom('goods')
    .select(['id', 'sale_price'])
    .where('category_id', '=', categoryId)
    .where('on_sale', '=', 1)
    .orderBy('sale_price')
    .orderBy('id')
    .execute();
  listPrices = new Map(goods.map((row) => [row.id, Number(row.sale_price)]));
  cheapest = goods[0]!.id;
  dearest = goods[goods.length - 1]!.id;
  const now = t.clock.now();
  // Wide enough for any clock the checkout reads.
  listId = await priceList(priced, now - YEAR, now + 5 * YEAR);
  // The dearest goods becomes the cheapest for the company, the cheapest the dearest, one in the middle equal to a neighbour.
  // One fen: an order of it has an exact total, and it sorts ahead of nearly every list price.
  bargain = 100;
  own.set(dearest, bargain);
  own.set(cheapest, Number(goods[goods.length - 1]!.sale_price) + 10_000);
  const middle = goods[Math.floor(goods.length / 2)]!;
  own.set(middle.id, Number(goods[1]!.sale_price));
  for (const [id, price] of own) await companyPrice(listId, priced, id, price, null);
});
afterAll(() => t.close());

describe('lists and search at the company price', () => {
  it('sorts by the price each buyer pays, across priced and unpriced goods, with paging stable', async () => {
    const token = await t.buyerToken('demo');
    for (const isAsc of [true, false]) {
      const expected = [...listPrices.keys()].sort((a, b) => (isAsc ? 1 : -1) * (paid(a) - paid(b) || a - b));
      const whole = await goodsPage(
        { categoryId: String(categoryId), orderName: 'sale_price', isAsc: String(isAsc), limit: '100' },
        token,
      );
      expect(whole.total).toBe(listPrices.size);
      expect(whole.list.map((item) => item.id)).toEqual(expected);
      expect(whole.list.map((item) => item.salePrice)).toEqual(expected.map((id) => moneyToWire(paid(id) as Money)));
      const marked = whole.list.find((item) => item.id === dearest)!;
      expect(marked.listPrice).toBe(moneyToWire(listPrices.get(dearest)! as Money));
      expect(whole.list.find((item) => !own.has(item.id))!.listPrice).toBeUndefined();
      // Pages of three, one after the other, are the same order with nothing repeated or left out.
      const paged: number[] = [];
      for (let page = 1; paged.length < expected.length; page++) {
        const one = await goodsPage(
          {
            categoryId: String(categoryId),
            orderName: 'sale_price',
            isAsc: String(isAsc),
            limit: '3',
            page: String(page),
          },
          token,
        );
        expect(one.total).toBe(listPrices.size);
        expect(one.list.length).toBeGreaterThan(0);
        paged.push(...one.list.map((item) => item.id));
      }
      expect(paged).toEqual(expected);
    }
  });

  it('the whole shop sorted by price starts with the company-priced goods, for its buyers only', async () => {
    const shop = await t.db.selectFrom('goods').select(['id', 'sale_price']).where('on_sale', '=', 1).execute();
    const pays = (row: { id: number; sale_price: number }) => own.get(row.id) ?? Number(row.sale_price);
    const expected = shop
      .sort((a, b) => pays(a) - pays(b) || a.id - b.id)
      .slice(0, 5)
      .map((row) => row.id);
    expect(expected).toContain(dearest);
    const first = await goodsPage({ orderName: 'sale_price', isAsc: 'true', limit: '5' }, await t.buyerToken('demo'));
    expect(first.list.map((item) => item.id)).toEqual(expected);
    expect(first.list.find((item) => item.id === dearest)!.salePrice).toBe(moneyToWire(bargain as Money));
    // A price range over the whole shop (no other filter): counted from the visitor's count and the company's rows.
    const fen = String(moneyToWire(bargain as Money));
    const inRange = shop.filter((row) => pays(row) === bargain).map((row) => row.id);
    const ranged = await goodsPage({ startPrice: fen, endPrice: fen, limit: '100' }, await t.buyerToken('demo'));
    expect(ranged.total).toBe(inRange.length);
    expect(ranged.list.map((item) => item.id).sort()).toEqual(inRange.sort());
    const { total } = await goodsPage({ limit: '5' });
    expect(first.total).toBe(total);
    for (const token of [undefined, plainToken, 'not-a-token']) {
      const seen = await goodsPage({ orderName: 'sale_price', isAsc: 'true', limit: '5' }, token);
      expect(seen.list.map((item) => item.id)).not.toContain(dearest);
      expect(seen.list.every((item) => item.listPrice === undefined)).toBe(true);
    }
  });

  it('filters by the price each buyer pays', async () => {
    // A range holding the dearest goods' company price and none of the category's list prices.
    const query = {
      categoryId: String(categoryId),
      startPrice: String(moneyToWire(bargain as Money)),
      endPrice: String(moneyToWire(bargain as Money)),
      limit: '50',
    };
    const inRange = [...listPrices.keys()].filter((id) => paid(id) === bargain).sort((a, b) => b - a);
    expect(inRange).toContain(dearest);
    const mine = await goodsPage(query, await t.buyerToken('demo'));
    expect(mine.list.map((item) => item.id)).toEqual(inRange);
    expect(mine.total).toBe(inRange.length);
    const theirs = await goodsPage(query, plainToken);
    expect(theirs.list.map((item) => item.id)).not.toContain(dearest);
    // And one holding the dearest goods' list price: the company no longer finds it there.
    const dear = String(moneyToWire(listPrices.get(dearest)! as Money));
    const atList = { categoryId: String(categoryId), startPrice: dear, endPrice: dear, limit: '50' };
    expect((await goodsPage(atList, await t.buyerToken('demo'))).list.map((item) => item.id)).not.toContain(dearest);
    expect((await goodsPage(atList)).list.map((item) => item.id)).toContain(dearest);
    // A filter with another sort: same goods, counted the same.
    const byDate = await goodsPage({ ...query, orderName: 'update_date' }, await t.buyerToken('demo'));
    expect(byDate.list.map((item) => item.id).sort()).toEqual([...inRange].sort());
    expect(byDate.total).toBe(inRange.length);
  });

  it('a keyword search sorted by price puts the company price in its place', async () => {
    const name = await t.db
      .selectFrom('goods')
      .select('goods_code')
      .where('id', '=', dearest)
      .executeTakeFirstOrThrow();
    const found = await goodsPage(
      { keyword: name.goods_code, orderName: 'sale_price', isAsc: 'true' },
      await t.buyerToken('demo'),
    );
    expect(found.list.find((item) => item.id === dearest)!.salePrice).toBe(moneyToWire(bargain as Money));
    const byDate = await goodsPage({ keyword: name.goods_code }, await t.buyerToken('demo'));
    expect(byDate.list.find((item) => item.id === dearest)!.salePrice).toBe(moneyToWire(bargain as Money));
    const visitor = await goodsPage({ keyword: name.goods_code });
    expect(visitor.list.find((item) => item.id === dearest)!.salePrice).toBe(
      moneyToWire(listPrices.get(dearest)! as Money),
    );
  });
});

describe('the detail', () => {
  it('says a company price applies and shows it, the list price beside', async () => {
    const mine = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${dearest}`, {
      token: await t.buyerToken('demo'),
    });
    expect(mine.data.enableCustomerPrice).toBe(1);
    expect(mine.data.salePrice).toBe(moneyToWire(bargain as Money));
    expect(mine.data.listPrice).toBe(moneyToWire(listPrices.get(dearest)! as Money));
    for (const token of [undefined, plainToken]) {
      const theirs = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${dearest}`, { token });
      expect(theirs.data.enableCustomerPrice).toBe(0);
      expect(theirs.data.salePrice).toBe(moneyToWire(listPrices.get(dearest)! as Money));
      expect(theirs.data.listPrice).toBeUndefined();
    }
  });

  it('a list not yet in force, or expired, does not apply', async () => {
    const company = await freshCompany(t);
    const now = t.clock.now();
    const later = await priceList(company.companyId, now + 1000, now + YEAR);
    await companyPrice(later, company.companyId, dearest, bargain, null);
    const earlier = await priceList(company.companyId, now - YEAR, now);
    await companyPrice(earlier, company.companyId, dearest, 200, null);
    const seen = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${dearest}`, { token: company.token });
    expect(seen.data.enableCustomerPrice).toBe(0);
    expect(seen.data.salePrice).toBe(moneyToWire(listPrices.get(dearest)! as Money));
    const list = await goodsPage(
      { categoryId: String(categoryId), orderName: 'sale_price', limit: '100' },
      company.token,
    );
    expect(list.list.find((item) => item.id === dearest)!.salePrice).toBe(
      moneyToWire(listPrices.get(dearest)! as Money),
    );
    // Once the clock reaches the later list, it applies.
    t.clock.advance(1000);
    try {
      const now2 = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${dearest}`, { token: company.token });
      expect(now2.data.enableCustomerPrice).toBe(1);
      expect(now2.data.salePrice).toBe(moneyToWire(bargain as Money));
    } finally {
      t.clock.advance(-1000);
    }
  });
});

describe('cart and checkout at the company price', () => {
  it('the cart shows it and the order is made and paid at it', async () => {
    const token = await t.buyerToken('demo');
    await t.db
      .updateTable('goods')
      .set({ inventory: 10_000, quantity: 1 })
      .where('id', 'in', [dearest, cheapest])
      .execute();
    await t.db.deleteFrom('cart_item').where('goods_id', '=', dearest).execute();
    const added = await t.call('POST', '/rest/car/add', { token, body: { goodsId: dearest, quantity: 3 } });
    expect(added.code, added.msg).toBe(0);
    const cart = await t.call<CartItem[]>('GET', '/rest/car/my', { token });
    expect(cart.data.find((line) => line.goodsId === dearest)!.salePrice).toBe(moneyToWire(bargain as Money));
    const { placed } = await buyNowOffline(t, token, dearest, 3, await deliveryFor(t, priced));
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'total_amount'])
      .where(placed.paymentType === 2 ? 'id' : 'purchase_id', '=', placed.orderId)
      .executeTakeFirst();
    if (order) {
      const line = await t.db
        .selectFrom('order_item')
        .select(['goods_price', 'total_amount'])
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(line.goods_price)).toBe(bargain);
      expect(Number(line.total_amount)).toBe(3 * bargain);
      expect(Number(order.total_amount)).toBe(3 * bargain);
    } else {
      const purchase = await t.db
        .selectFrom('purchase')
        .select('total_amount')
        .where('id', '=', placed.orderId)
        .executeTakeFirstOrThrow();
      expect(Number(purchase.total_amount)).toBe(3 * bargain);
    }
  });

  it('a quick order checks its lines at the company price', async () => {
    const code = await t.db
      .selectFrom('goods')
      .select('goods_code')
      .where('id', '=', dearest)
      .executeTakeFirstOrThrow();
    const text = `${code.goods_code},1`;
    const mine = await t.call<QuickOrderCheck>('POST', '/rest/quickOrder/check', {
      token: await t.buyerToken('demo'),
      body: { text },
    });
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.lines[0]!.goods!.price).toBe(moneyToWire(bargain as Money));
    const theirs = await t.call<QuickOrderCheck>('POST', '/rest/quickOrder/check', {
      token: plainToken,
      body: { text },
    });
    expect(theirs.data.lines[0]!.goods!.price).toBe(moneyToWire(listPrices.get(dearest)! as Money));
  });

  it("another company's cart holds the list price", async () => {
    await t.db.updateTable('goods').set({ inventory: 10_000, quantity: 1 }).where('id', '=', dearest).execute();
    const added = await t.call('POST', '/rest/car/add', { token: plainToken, body: { goodsId: dearest, quantity: 1 } });
    expect(added.code, added.msg).toBe(0);
    const cart = await t.call<CartItem[]>('GET', '/rest/car/my', { token: plainToken });
    expect(cart.data.find((line) => line.goodsId === dearest)!.salePrice).toBe(
      moneyToWire(listPrices.get(dearest)! as Money),
    );
  });
});

describe('a catalogue company', () => {
  let inside: number;
  let outside: number;
  beforeAll(async () => {
    inside = cheapest;
    outside = dearest;
    await t.db.insertInto('company_catalogue').values({ company_id: catalogued, updated_at: t.clock.now() }).execute();
    await t.db.insertInto('company_catalogue_goods').values({ company_id: catalogued, goods_id: inside }).execute();
  });
  afterAll(async () => {
    await t.db.deleteFrom('company_catalogue').where('company_id', '=', catalogued).execute();
  });

  it('sees only its goods in lists and search, and not found for others', async () => {
    const token = await t.buyerToken('other');
    const all = await goodsPage({ limit: '100' }, token);
    expect(all.list.map((item) => item.id)).toEqual([inside]);
    expect(all.total).toBe(1);
    const byPrice = await goodsPage({ orderName: 'sale_price', categoryId: String(categoryId) }, token);
    expect(byPrice.list.map((item) => item.id)).toEqual([inside]);
    const code = await t.db
      .selectFrom('goods')
      .select('goods_code')
      .where('id', '=', outside)
      .executeTakeFirstOrThrow();
    const searched = await goodsPage({ keyword: code.goods_code }, token);
    expect(searched.list.map((item) => item.id)).not.toContain(outside);
    expect((await t.call('GET', `/rest/goods/detail/${outside}`, { token })).code).toBe(Code.notFound);
    const seen = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${inside}`, { token });
    expect(seen.code).toBe(0);
    expect(seen.data.xtGoodsList.map((item) => item.id)).not.toContain(outside);
    // Everyone else still sees it.
    expect((await t.call('GET', `/rest/goods/detail/${outside}`)).code).toBe(0);
  });

  it('cannot put other goods in its cart or buy them now', async () => {
    const token = await t.buyerToken('other');
    const added = await t.call('POST', '/rest/car/add', { token, body: { goodsId: outside, quantity: 1 } });
    expect(added.code).toBe(Code.refused);
    const bought = await t.call('POST', '/rest/order/buyGoods', { token, body: { goodsId: outside, quantity: 1 } });
    expect(bought.code).not.toBe(0);
    const code = await t.db
      .selectFrom('goods')
      .select('goods_code')
      .where('id', '=', outside)
      .executeTakeFirstOrThrow();
    const quick = await t.call<QuickOrderCheck>('POST', '/rest/quickOrder/check', {
      token,
      body: { text: `${code.goods_code},1` },
    });
    expect(quick.data.lines[0]!.outcome).toBe('offSale');
    const ok = await t.call('POST', '/rest/car/add', { token, body: { goodsId: inside, quantity: 1 } });
    expect(ok.code, ok.msg).toBe(0);
  });
});

describe('the list price changes', () => {
  it('reprices discount rows, not own-price rows', async () => {
    const company = await freshCompany(t);
    const now = t.clock.now();
    const list = await priceList(company.companyId, now - 1000, now + YEAR);
    const [a, b] = [...listPrices.keys()].filter((id) => id !== dearest && id !== cheapest);
    await companyPrice(list, company.companyId, a!, Math.round((listPrices.get(a!)! * 9000) / 10000), 9000);
    await companyPrice(list, company.companyId, b!, 12_345, null);
    await t.db.updateTable('goods').set({ sale_price: 1_000_000 }).where('id', 'in', [a!, b!]).execute();
    try {
      const rows = await t.db
        .selectFrom('company_price')
        .select(['goods_id', 'price'])
        .where('price_list_id', '=', list)
        .execute();
      const price = new Map(rows.map((row) => [row.goods_id, Number(row.price)]));
      expect(price.get(a!)).toBe(900_000);
      expect(price.get(b!)).toBe(12_345);
      const seen = await t.call<GoodsDetail>('GET', `/rest/goods/detail/${a}`, { token: company.token });
      expect(seen.data.salePrice).toBe(moneyToWire(900_000 as Money));
    } finally {
      for (const id of [a!, b!]) {
        await t.db
          .updateTable('goods')
          .set({ sale_price: listPrices.get(id)! })
          .where('id', '=', id)
          .execute();
      }
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a price change during checkout (PostgreSQL)', () => {
  it('makes the order at one consistent price, the one its transaction read', async () => {
    const token = await t.buyerToken('demo');
    const delivery = await deliveryFor(t, priced);
    await t.db.updateTable('goods').set({ inventory: 100_000, quantity: 1 }).where('id', '=', dearest).execute();
    for (let round = 0; round < 5; round++) {
      const before = bargain + round * 200;
      const after = before + 100;
      await t.db
        .updateTable('company_price')
        .set({ price: before })
        .where('price_list_id', '=', listId)
        .where('goods_id', '=', dearest)
        .execute();
      const uuId = await t.call<number>('POST', '/rest/order/buyGoods', {
        token,
        body: { goodsId: dearest, quantity: 7 },
      });
      expect(uuId.code, uuId.msg).toBe(0);
      const [placed] = await Promise.all([
        t.call<{ paymentType: number; orderId: number }>('POST', '/rest/order/submitOrder', {
          token,
          body: { uuId: uuId.data, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header },
        }),
        t.db
          .updateTable('company_price')
          .set({ price: after })
          .where('price_list_id', '=', listId)
          .where('goods_id', '=', dearest)
          .execute(),
      ]);
      // A submit refused because the price moved since the buyer saw it is consistent too.
      if (placed.code !== 0) continue;
      const order = await t.db
        .selectFrom('orders')
        .select(['id', 'total_amount'])
        .where(placed.data.paymentType === 2 ? 'id' : 'purchase_id', '=', placed.data.orderId)
        .executeTakeFirst();
      if (!order) continue;
      const line = await t.db
        .selectFrom('order_item')
        .select(['goods_price', 'total_amount'])
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect([before, after]).toContain(Number(line.goods_price));
      expect(Number(line.total_amount)).toBe(Number(line.goods_price) * 7);
      expect(Number(order.total_amount)).toBe(Number(line.goods_price) * 7);
    }
  });
});
