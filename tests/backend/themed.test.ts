import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { Page } from '../../common/envelope.ts';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';
import type { CategorySection } from '../../common/areas/storefront/themed.ts';

/**
 * The navigation-themed pages' lists (SPEC §7 Storefront: rest/hyyx, qctm, corp,
 * info and lable) and the navigationId filter of rest/goods/page, through the real
 * app on the seeded demo data. Expectations are computed from the database itself.
 */

let t: TestBackend;
let navigation: Map<string, number>;
let categories: { id: number; parent_id: number | null }[];
let goods: GoodsRow[];

interface GoodsRow {
  id: number;
  category_id: number;
  sale_price: number;
  inventory: number;
  sale_count: number;
  on_sale: number;
}

const goodsItemShape = {
  id: expect.any(Number),
  goodsName: expect.any(String),
  goodsImage: expect.any(String),
  desc: expect.any(String),
  salePrice: expect.any(Number),
  quantity: expect.any(Number),
  unit: expect.any(String),
  inventory: expect.any(Number),
};

beforeAll(async () => {
  t = await startBackend();
  const items = await t.db.selectFrom('navigation').select(['id', 'url']).execute();
  navigation = new Map(items.map((item) => [item.url, item.id]));
  categories = await t.db.selectFrom('category').select(['id', 'parent_id']).execute();
  goods = await t.db
    .selectFrom('goods')
    .select(['id', 'category_id', 'sale_price', 'inventory', 'sale_count', 'on_sale'])
    .orderBy('id')
    .execute();
});
afterAll(() => t.close());

const navigationId = (url: string) => String(navigation.get(url));

function subtree(id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const row of categories) if (row.parent_id === ids[i]) ids.push(row.id);
  return ids;
}

/** The categories a navigation links to, in order. */
async function linked(url: string): Promise<{ id: number; name: string }[]> {
  return t.db
    .selectFrom('navigation_category')
    .innerJoin('category', 'category.id', 'navigation_category.category_id')
    .select(['category.id', 'category.name'])
    .where('navigation_category.navigation_id', '=', navigation.get(url)!)
    .orderBy('navigation_category.sort')
    .execute();
}

/** On-sale goods in the subtrees of a navigation's categories. */
async function goodsOf(url: string): Promise<GoodsRow[]> {
  const ids = new Set((await linked(url)).flatMap((category) => subtree(category.id)));
  return goods.filter((row) => row.on_sale === 1 && ids.has(row.category_id));
}

const rowOf = (id: number) => goods.find((row) => row.id === id)!;

async function ok<T>(path: string, query: Record<string, string> = {}, token?: string): Promise<T> {
  const reply = await t.call<T>('GET', path, { query, token });
  expect(reply.code, reply.msg).toBe(Code.ok);
  return reply.data;
}

function expectDescending(values: number[]) {
  for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
}

const SECTION_PATHS = ['/rest/hyyx/nav/goods/list', '/rest/qctm/nav/goods/list', '/rest/corp/nav/goods/list'];

describe('category sections: rest/hyyx, qctm and corp nav/goods/list', () => {
  it('rest/hyyx/nav/goods/list answers a section per linked category, best sellers first', async () => {
    const sections = await ok<CategorySection[]>('/rest/hyyx/nav/goods/list', {
      navigationId: navigationId('/home/hyyx'),
    });
    const expected = await linked('/home/hyyx');
    expect(sections.map((section) => [section.categoryId, section.categoryName])).toEqual(
      expected.map((category) => [category.id, category.name]),
    );
    for (const section of sections) {
      expect(section.goodsList.length).toBeGreaterThan(0);
      expect(section.goodsList.length).toBeLessThanOrEqual(10);
      expect(section.goodsList[0]).toEqual(goodsItemShape);
      const ids = subtree(section.categoryId);
      for (const item of section.goodsList) {
        expect(ids).toContain(rowOf(item.id).category_id);
        expect(rowOf(item.id).on_sale).toBe(1);
      }
      expectDescending(section.goodsList.map((item) => rowOf(item.id).sale_count));
    }
  });

  it('rest/qctm/nav/goods/list puts the goods with the most stock first', async () => {
    const sections = await ok<CategorySection[]>('/rest/qctm/nav/goods/list', {
      navigationId: navigationId('/home/qctm'),
    });
    expect(sections.length).toBe((await linked('/home/qctm')).length);
    for (const section of sections) {
      expect(section.goodsList.length).toBeGreaterThan(0);
      expectDescending(section.goodsList.map((item) => rowOf(item.id).inventory));
      // The most stocked goods of the category's subtree leads.
      const most = Math.max(
        ...goods
          .filter((row) => row.on_sale === 1 && subtree(section.categoryId).includes(row.category_id))
          .map((row) => row.inventory),
      );
      expect(rowOf(section.goodsList[0]!.id).inventory).toBe(most);
    }
  });

  it('rest/corp/nav/goods/list answers the corporate purchase sections', async () => {
    const sections = await ok<CategorySection[]>('/rest/corp/nav/goods/list', {
      navigationId: navigationId('/home/jtcg'),
    });
    expect(sections.map((section) => section.categoryName)).toEqual(
      (await linked('/home/jtcg')).map((category) => category.name),
    );
    expect(sections[0]!.goodsList[0]).toEqual(goodsItemShape);
  });

  it('every themed navigation item is accepted by each, the customised one included', async () => {
    for (const path of SECTION_PATHS) {
      const sections = await ok<CategorySection[]>(path, { navigationId: navigationId('/home/cgoods') });
      expect(sections.length).toBe((await linked('/home/cgoods')).length);
    }
  });

  it('an unknown, non-themed, missing or nonsense navigation id is 10040', async () => {
    for (const path of SECTION_PATHS) {
      for (const query of [
        { navigationId: '999999' },
        { navigationId: navigationId('/home/index') },
        { navigationId: navigationId('/home/goods/all') },
        {},
        { navigationId: '' },
        { navigationId: 'abc' },
        { navigationId: '-1' },
        { navigationId: '1.5' },
        { navigationId: '1e400' },
      ]) {
        const reply = await t.call('GET', path, { query: query as Record<string, string> });
        expect(reply.code, `${path} ${JSON.stringify(query)}`).toBe(Code.notFound);
        expect(reply.msg).toBe('请求的数据不存在');
      }
    }
  });
});

describe('paged goods of a navigation: rest/info/goods/list and rest/lable/goods/list', () => {
  it('rest/info/goods/list answers 6 of its categories’ goods by default, best sellers first', async () => {
    const page = await ok<Page<GoodsListItem>>('/rest/info/goods/list', {
      navigationId: navigationId('/home/info'),
      page: '0',
    });
    const expected = await goodsOf('/home/info');
    expect(page.total).toBe(expected.length);
    expect(page.list.length).toBe(6);
    expect(page.list[0]).toEqual(goodsItemShape);
    const ids = new Set(expected.map((row) => row.id));
    for (const item of page.list) expect(ids.has(item.id)).toBe(true);
    expectDescending(page.list.map((item) => rowOf(item.id).sale_count));
  });

  it('rest/info/goods/list pages on: page 0 and 1 are the first, page 2 the next', async () => {
    const query = { navigationId: navigationId('/home/info') };
    const zero = await ok<Page<GoodsListItem>>('/rest/info/goods/list', { ...query, page: '0' });
    const first = await ok<Page<GoodsListItem>>('/rest/info/goods/list', { ...query, page: '1' });
    const second = await ok<Page<GoodsListItem>>('/rest/info/goods/list', { ...query, page: '2' });
    expect(zero.list).toEqual(first.list);
    expect(second.list.some((item) => first.list.some((other) => other.id === item.id))).toBe(false);
  });

  it('rest/lable/goods/list reads lableId as a navigation id and pages its goods', async () => {
    const lableId = navigationId('/home/hyyx');
    const expected = await goodsOf('/home/hyyx');
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const data = await ok<Page<GoodsListItem>>('/rest/lable/goods/list', { lableId, page: String(page), limit: '7' });
      expect(data.total).toBe(expected.length);
      seen.push(...data.list.map((item) => item.id));
      if (data.list.length < 7) break;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
  });

  it('the page size defaults to 20 and is capped at 100; nonsense paging gives the first page', async () => {
    const lableId = navigationId('/home/hyyx');
    const total = (await goodsOf('/home/hyyx')).length;
    const byDefault = await ok<Page<GoodsListItem>>('/rest/lable/goods/list', { lableId });
    expect(byDefault.list.length).toBe(Math.min(20, total));
    const huge = await ok<Page<GoodsListItem>>('/rest/lable/goods/list', { lableId, limit: '100000' });
    expect(huge.list.length).toBe(Math.min(100, total));
    for (const page of ['-1', 'abc', '0']) {
      const data = await ok<Page<GoodsListItem>>('/rest/lable/goods/list', { lableId, page, limit: 'x' });
      expect(data.list).toEqual(byDefault.list);
    }
    const beyond = await ok<Page<GoodsListItem>>('/rest/lable/goods/list', { lableId, page: '99999' });
    expect(beyond).toEqual({ list: [], total });
  });

  it('unknown, non-themed and nonsense ids are 10040', async () => {
    for (const id of ['999999', navigationId('/home/index'), '', 'abc', '-3']) {
      expect((await t.call('GET', '/rest/info/goods/list', { query: { navigationId: id } })).code).toBe(Code.notFound);
      expect((await t.call('GET', '/rest/lable/goods/list', { query: { lableId: id } })).code).toBe(Code.notFound);
    }
  });
});

describe('the repurchase zone: rest/corp/fgzq/goods/list', () => {
  it('needs a token (10020 without, or with an unknown one)', async () => {
    const query = { navigationId: navigationId('/home/jtcg') };
    expect((await t.call('GET', '/rest/corp/fgzq/goods/list', { query })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/corp/fgzq/goods/list', { query, token: 'nope' })).code).toBe(Code.tokenInvalid);
  });

  it('answers the company’s past order goods, newest first, filled up to 10 with the navigation’s best sellers', async () => {
    const token = await t.buyerToken('demo_approver');
    const query = { navigationId: navigationId('/home/jtcg') };
    const before = await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', query, token);
    expect(before.length).toBe(10);
    expect(before[0]).toEqual(goodsItemShape);
    // The demo company bought on credit last month (the seed): those goods lead, the navigation's fill up.
    const bought = await t.db
      .selectFrom('order_item')
      .innerJoin('orders', 'orders.id', 'order_item.order_id')
      .innerJoin('account', 'account.company_id', 'orders.company_id')
      .select('order_item.goods_id')
      .distinct()
      .where('account.username', '=', 'demo')
      .execute();
    const history = new Set(bought.map((row) => row.goods_id));
    expect(history.size).toBeGreaterThan(0);
    const led = before.slice(0, history.size);
    expect(new Set(led.map((item) => item.id))).toEqual(history);
    const navigationGoods = new Set((await goodsOf('/home/jtcg')).map((row) => row.id));
    const filled = before.slice(history.size);
    for (const item of filled) expect(navigationGoods.has(item.id)).toBe(true);
    expectDescending(filled.map((item) => rowOf(item.id).sale_count));

    // Goods in the cart are not the zone: what the company ordered is.
    const [first, second] = goods.filter(
      (row) => row.on_sale === 1 && !navigationGoods.has(row.id) && !history.has(row.id) && row.inventory >= 100,
    );
    const minimum = async (id: number) => Math.max(1, (await minimumOf(id)) ?? 1);
    const added = await t.call('POST', '/rest/car/add', {
      body: { goodsId: first!.id, quantity: await minimum(first!.id) },
      token,
    });
    expect(added.code, added.msg).toBe(Code.ok);
    expect((await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', query, token))[0]!.id).not.toBe(first!.id);

    // The main account orders first, then second, twice first: each goods once, the latest order first.
    const demo = await t.buyerToken('demo');
    await placeOrder(demo, first!.id, await minimum(first!.id));
    t.clock.advance(60_000);
    await placeOrder(demo, second!.id, await minimum(second!.id));
    const after = await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', query, token);
    expect(after.slice(0, 2).map((item) => item.id)).toEqual([second!.id, first!.id]);
    expect(new Set(after.map((item) => item.id)).size).toBe(10);
    expect(after.slice(2)).toEqual(before.slice(0, 8));
    t.clock.advance(60_000);
    await placeOrder(demo, first!.id, await minimum(first!.id));
    const again = await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', query, token);
    expect(again.slice(0, 2).map((item) => item.id)).toEqual([first!.id, second!.id]);

    // Another company's orders are not this one's zone.
    const other = await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', query, await t.buyerToken('other'));
    expect(other.some((item) => item.id === first!.id || item.id === second!.id)).toBe(false);
  });

  it('without a navigation it fills up from the whole shop; an unknown navigation is 10040', async () => {
    // A company that has ordered nothing: its whole zone is the shop's best sellers.
    const token = await t.buyerToken('other');
    const zone = await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', {}, token);
    expect(zone.length).toBe(10);
    const best = Math.max(...goods.filter((row) => row.on_sale === 1).map((row) => row.sale_count));
    expect(rowOf(zone[0]!.id).sale_count).toBe(best);
    expect((await t.call('GET', '/rest/corp/fgzq/goods/list', { query: { navigationId: '999999' }, token })).code).toBe(
      Code.notFound,
    );
    // A nonsense navigation id is no navigation, not a fault.
    expect((await ok<GoodsListItem[]>('/rest/corp/fgzq/goods/list', { navigationId: 'abc' }, token)).length).toBe(10);
  });
});

describe('rest/goods/page with navigationId (the cgoods page)', () => {
  it('lists the goods of the navigation’s categories and their subtrees', async () => {
    const expected = await goodsOf('/home/cgoods');
    const data = await ok<Page<GoodsListItem>>('/rest/goods/page', {
      navigationId: navigationId('/home/cgoods'),
      limit: '100',
    });
    expect(data.total).toBe(expected.length);
    expect([...data.list.map((item) => item.id)].sort((a, b) => a - b)).toEqual(
      expected.map((row) => row.id).sort((a, b) => a - b),
    );
  });

  it('combines with the sorts and the price range', async () => {
    const query = { navigationId: navigationId('/home/cgoods'), limit: '100' };
    const bySales = await ok<Page<GoodsListItem>>('/rest/goods/page', { ...query, orderName: 'sale_count' });
    expectDescending(bySales.list.map((item) => rowOf(item.id).sale_count));
    const hot = await ok<Page<GoodsListItem>>('/rest/goods/page', { ...query, orderName: 'sale_count', limit: '3' });
    expect(hot.list).toEqual(bySales.list.slice(0, 3));

    const prices = bySales.list.map((item) => item.salePrice).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)]!;
    const high = prices[Math.floor((prices.length * 3) / 4)]!;
    const ranged = await ok<Page<GoodsListItem>>('/rest/goods/page', {
      ...query,
      startPrice: String(low),
      endPrice: String(high),
      orderName: 'sale_price',
      isAsc: 'true',
    });
    expect(ranged.total).toBe(prices.filter((price) => price >= low && price <= high).length);
    for (const item of ranged.list) {
      expect(item.salePrice).toBeGreaterThanOrEqual(low);
      expect(item.salePrice).toBeLessThanOrEqual(high);
    }
    const ascending = ranged.list.map((item) => item.salePrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('a navigation that links no categories, or none at all, has no goods; a nonsense id is no filter', async () => {
    for (const id of [navigationId('/home/index'), '999999']) {
      expect(await ok<Page<GoodsListItem>>('/rest/goods/page', { navigationId: id })).toEqual({ list: [], total: 0 });
    }
    const all = await ok<Page<GoodsListItem>>('/rest/goods/page', {});
    expect((await ok<Page<GoodsListItem>>('/rest/goods/page', { navigationId: 'abc' })).total).toBe(all.total);
  });

  it('combines with a category filter as both at once', async () => {
    const [first] = await linked('/home/cgoods');
    const data = await ok<Page<GoodsListItem>>('/rest/goodsall/page', {
      navigationId: navigationId('/home/cgoods'),
      categoryId: String(first!.id),
      limit: '100',
    });
    const ids = subtree(first!.id);
    expect(data.total).toBe(goods.filter((row) => row.on_sale === 1 && ids.includes(row.category_id)).length);
  });
});

async function minimumOf(goodsId: number): Promise<number | undefined> {
  const row = await t.db.selectFrom('goods').select('quantity').where('id', '=', goodsId).executeTakeFirst();
  return row?.quantity;
}

/** An offline order of one goods by Buy Now, to the company's default address and its invoice header. */
async function placeOrder(token: string, goodsId: number, quantity: number, username = 'demo') {
  const company = await t.db
    .selectFrom('account')
    .select('company_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const address = await t.db
    .selectFrom('address')
    .select('id')
    .where('company_id', '=', company.company_id)
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
  const header = await t.db
    .selectFrom('invoice_header')
    .select('id')
    .where('company_id', '=', company.company_id)
    .executeTakeFirstOrThrow();
  const submitted = await t.call('POST', '/rest/order/submitOrderBuy', {
    token,
    body: { goodsId, quantity, payTypeId: 1, consigneeId: address.id, invoiceHeader: header.id },
  });
  expect(submitted.code, submitted.msg).toBe(Code.ok);
}
