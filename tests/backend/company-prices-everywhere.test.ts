import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';
import type { CartItem } from '../../common/areas/cart/cart.ts';
import type { Favourite } from '../../common/areas/favourites/favourite.ts';
import type { NavigationBlock } from '../../common/areas/storefront/storefront.ts';
import type { CategorySection } from '../../common/areas/storefront/themed.ts';
import type { Page } from '../../common/envelope.ts';
import { moneyToWire, type Money } from '../../common/money.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * A company's own prices (协议价) and catalogue beyond the goods lists: the home page's blocks and
 * staples, the themed pages, favourites and the cart. The demo company (its seeded price list in
 * force) sees its prices with the list price beside them; company `other` and a visitor see list
 * prices; a catalogue company sees only its catalogue's goods, and its favourites outside it as
 * off sale.
 */
let t: TestBackend;
let demo: string;
let other: string;
/** Every goods' list price. */
let listPrices: Map<number, number>;
/** The demo company's prices in force. */
let demoPrices: Map<number, number>;
let catalogueToken: string;
let catalogueCompany: number;
/** The catalogue company's goods. */
let catalogue: Set<number>;

async function get<T>(path: string, query: Record<string, string> = {}, token?: string): Promise<T> {
  const reply = await t.call<T>('GET', path, { query, token });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

const blockGoods = (blocks: NavigationBlock[]) =>
  blocks.flatMap((block) => [...block.goodsList, ...block.categoryGoodsList.flatMap((tab) => tab.goodsList)]);

/** Each item is at the demo company's price where it has one (with the list price beside it), else at the list price. */
function expectDemoPrices(items: { id?: number; goodsId?: number; salePrice: number; listPrice?: number }[]) {
  let priced = 0;
  for (const item of items) {
    const id = item.goodsId ?? item.id!;
    const own = demoPrices.get(id);
    if (own === undefined) {
      expect(item.salePrice).toBe(moneyToWire(listPrices.get(id)! as Money));
      expect(item.listPrice).toBeUndefined();
    } else {
      priced += 1;
      expect(item.salePrice).toBe(moneyToWire(own as Money));
      expect(item.listPrice).toBe(moneyToWire(listPrices.get(id)! as Money));
    }
  }
  return priced;
}

function expectListPrices(items: { id?: number; goodsId?: number; salePrice: number; listPrice?: number }[]) {
  for (const item of items) {
    expect(item.salePrice).toBe(moneyToWire(listPrices.get(item.goodsId ?? item.id!)! as Money));
    expect(item.listPrice).toBeUndefined();
  }
}

beforeAll(async () => {
  t = await startBackend();
  demo = await t.buyerToken('demo');
  other = await t.login('other', 'Other12345');
  const goods = await t.db.selectFrom('goods').select(['id', 'sale_price']).execute();
  listPrices = new Map(goods.map((row) => [row.id, Number(row.sale_price)]));
  const now = t.clock.now();
  const rows = await t.db
    .selectFrom('company_price')
    .select(['goods_id', 'price'])
    .where('company_id', '=', await companyOf(t, 'demo'))
    .where('valid_from', '<=', now)
    .where('valid_to', '>', now)
    .execute();
  demoPrices = new Map(rows.map((row) => [row.goods_id, Number(row.price)]));
  expect(demoPrices.size).toBeGreaterThan(0);
  // A company with a catalogue of its own: three of the home page's goods, one of them off the top list.
  ({ token: catalogueToken, companyId: catalogueCompany } = await freshCompany(t));
  const home = blockGoods(await get<NavigationBlock[]>('/rest/home/nav/goods/list'));
  const picked = [...new Set(home.map((item) => item.id))].slice(-3);
  expect(picked).toHaveLength(3);
  catalogue = new Set(picked);
  await t.db.insertInto('company_catalogue').values({ company_id: catalogueCompany, updated_at: now }).execute();
  await t.db
    .insertInto('company_catalogue_goods')
    .values(picked.map((goods_id) => ({ company_id: catalogueCompany, goods_id })))
    .execute();
});
afterAll(() => t.close());

describe('the home page', () => {
  it('shows the demo company its prices in the blocks and staples, others and visitors list prices', async () => {
    const blocks = await get<NavigationBlock[]>('/rest/home/nav/goods/list', {}, demo);
    expect(expectDemoPrices(blockGoods(blocks))).toBeGreaterThan(0);
    const staples = await get<GoodsListItem[]>('/rest/home/corp/goods/list', {}, demo);
    expect(expectDemoPrices(staples)).toBeGreaterThan(0);
    for (const token of [other, undefined, 'not-a-token']) {
      expectListPrices(blockGoods(await get<NavigationBlock[]>('/rest/home/nav/goods/list', {}, token)));
      expectListPrices(await get<GoodsListItem[]>('/rest/home/corp/goods/list', {}, token));
    }
  });

  it('shows a catalogue company only its catalogue goods', async () => {
    const blocks = await get<NavigationBlock[]>('/rest/home/nav/goods/list', {}, catalogueToken);
    const shown = blockGoods(blocks).map((item) => item.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(catalogue);
    const staples = await get<GoodsListItem[]>('/rest/home/corp/goods/list', {}, catalogueToken);
    for (const item of staples) expect(catalogue.has(item.id)).toBe(true);
    // The visitor's blocks are untouched by another company's catalogue.
    const visitor = blockGoods(await get<NavigationBlock[]>('/rest/home/nav/goods/list'));
    expect(visitor.some((item) => !catalogue.has(item.id))).toBe(true);
  });
});

describe('the themed pages', () => {
  it('show the demo company its prices, others list prices, a catalogue company its goods only', async () => {
    const navigations = await t.db.selectFrom('navigation').select(['id', 'url']).execute();
    const themed = navigations.filter((row) => ['/home/hyyx', '/home/qctm', '/home/jtcg'].includes(row.url));
    expect(themed.length).toBeGreaterThan(0);
    let priced = 0;
    for (const navigation of themed) {
      for (const path of ['/rest/hyyx/nav/goods/list', '/rest/qctm/nav/goods/list', '/rest/corp/nav/goods/list']) {
        const query = { navigationId: String(navigation.id) };
        const sections = await get<CategorySection[]>(path, query, demo);
        priced += expectDemoPrices(sections.flatMap((section) => section.goodsList));
        expectListPrices((await get<CategorySection[]>(path, query, other)).flatMap((section) => section.goodsList));
        expectListPrices((await get<CategorySection[]>(path, query)).flatMap((section) => section.goodsList));
        const mine = await get<CategorySection[]>(path, query, catalogueToken);
        for (const item of mine.flatMap((section) => section.goodsList)) expect(catalogue.has(item.id)).toBe(true);
      }
      const query = { navigationId: String(navigation.id), page: '1', limit: '50' };
      const page = await get<Page<GoodsListItem>>('/rest/info/goods/list', query, demo);
      priced += expectDemoPrices(page.list);
      expectListPrices((await get<Page<GoodsListItem>>('/rest/info/goods/list', query)).list);
      const mine = await get<Page<GoodsListItem>>('/rest/info/goods/list', query, catalogueToken);
      expect(mine.total).toBe(mine.list.length);
      for (const item of mine.list) expect(catalogue.has(item.id)).toBe(true);
    }
    expect(priced).toBeGreaterThan(0);
    const repurchase = await get<GoodsListItem[]>('/rest/corp/fgzq/goods/list', {}, demo);
    expect(expectDemoPrices(repurchase)).toBeGreaterThan(0);
    const mine = await get<GoodsListItem[]>('/rest/corp/fgzq/goods/list', {}, catalogueToken);
    expect(new Set(mine.map((item) => item.id))).toEqual(catalogue);
  });
});

describe('favourites and the cart', () => {
  it('price the demo company’s favourites and cart lines at its prices, with the list price beside them', async () => {
    const [priced] = [...demoPrices.keys()];
    const unpriced = [...listPrices.keys()].find((id) => !demoPrices.has(id))!;
    for (const goodsId of [priced!, unpriced]) {
      for (const token of [demo, other]) {
        const reply = await t.call('POST', '/rest/collection/add', { token, body: { goodsId } });
        expect(reply.code, reply.msg).toBe(0);
      }
    }
    const mine = await get<Page<Favourite>>('/rest/collection/my', {}, demo);
    const chosen = mine.list.filter((item) => item.goodsId === priced || item.goodsId === unpriced);
    expect(chosen).toHaveLength(2);
    expect(expectDemoPrices(chosen)).toBe(1);
    expectListPrices((await get<Page<Favourite>>('/rest/collection/my', {}, other)).list);

    const minimum = await t.db
      .selectFrom('goods')
      .select('quantity')
      .where('id', '=', priced!)
      .executeTakeFirstOrThrow();
    const added = await t.call('POST', '/rest/car/add', {
      token: demo,
      body: { goodsId: priced, quantity: minimum.quantity },
    });
    expect(added.code, added.msg).toBe(0);
    const cart = await get<CartItem[]>('/rest/car/my', {}, demo);
    expect(expectDemoPrices(cart)).toBeGreaterThan(0);
    const line = cart.find((item) => item.goodsId === priced)!;
    expect(line.listPrice).toBe(moneyToWire(listPrices.get(priced!)! as Money));
  });

  it('shows a catalogue company’s favourites outside its catalogue as off sale, not hidden', async () => {
    const inside = [...catalogue][0]!;
    const outside = [...listPrices.keys()].find((id) => !catalogue.has(id))!;
    for (const goodsId of [inside, outside]) {
      const reply = await t.call('POST', '/rest/collection/add', { token: catalogueToken, body: { goodsId } });
      expect(reply.code, reply.msg).toBe(0);
    }
    const on = await t.db.selectFrom('goods').select(['id', 'on_sale']).where('id', 'in', [inside, outside]).execute();
    const onSale = new Map(on.map((row) => [row.id, row.on_sale]));
    const mine = await get<Page<Favourite>>('/rest/collection/my', {}, catalogueToken);
    expect(mine.total).toBe(2);
    expect(mine.list.find((item) => item.goodsId === inside)!.onSale).toBe(onSale.get(inside));
    expect(mine.list.find((item) => item.goodsId === outside)!.onSale).toBe(0);
    expectListPrices(mine.list);
  });
});
