import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { CategoryNode } from '../../common/areas/storefront/storefront.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const goodsItemShape = {
  id: expect.any(Number),
  goodsName: expect.any(String),
  goodsImage: expect.stringMatching(/^\/file\//),
  desc: expect.any(String),
  salePrice: expect.any(Number),
  quantity: expect.any(Number),
  unit: expect.any(String),
  inventory: expect.any(Number),
};

describe('reference data', () => {
  it('rest/searchkwd/list answers the keywords', async () => {
    const reply = await t.call<{ id: number; name: string }[]>('GET', '/rest/searchkwd/list');
    expect(reply.code).toBe(0);
    expect(reply.data.length).toBeGreaterThanOrEqual(5);
    expect(reply.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), keyword: expect.any(String) });
  });

  it('rest/navigation/list answers the items in order, home first', async () => {
    const reply = await t.call<{ id: number; name: string; url: string }[]>('GET', '/rest/navigation/list');
    expect(reply.data[0]).toMatchObject({ name: '首页', url: '/home/index' });
    const urls = reply.data.map((item) => item.url);
    for (const themed of ['/home/hyyx', '/home/jtcg', '/home/qctm', '/home/info']) expect(urls).toContain(themed);
  });

  it('rest/goodscategory/list answers a three-level tree', async () => {
    const reply = await t.call<CategoryNode[]>('GET', '/rest/goodscategory/list');
    expect(reply.data.length).toBeGreaterThanOrEqual(5);
    const top = reply.data[0]!;
    expect(top).toMatchObject({
      categoryName: expect.any(String),
      smallIcon: expect.any(String),
      smallIcont: expect.any(String),
    });
    expect(top.children.length).toBeGreaterThan(0);
    expect(top.children[0]!.children.length).toBeGreaterThan(0);
    expect(top.children[0]!.children[0]!.children).toEqual([]);
  });

  it('rest/article/list answers groups with their articles', async () => {
    const reply = await t.call<
      { name: string; articleList: { id: number; title: string; content: string; image: string }[] }[]
    >('GET', '/rest/article/list');
    expect(reply.data.length).toBeGreaterThanOrEqual(3);
    expect(reply.data[0]!.articleList[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      image: expect.any(String),
    });
  });

  it('rest/ad/list answers the home carousel by default and a placement or navigation when asked', async () => {
    const carousel = await t.call<{ image: string }[]>('GET', '/rest/ad/list');
    expect(carousel.data.length).toBeGreaterThanOrEqual(3);
    const promos = await t.call<{ image: string }[]>('GET', '/rest/ad/list', { query: { placement: 'promo' } });
    expect(promos.data.length).toBe(4);
    const navigation = await t.call<{ id: number; url: string }[]>('GET', '/rest/navigation/list');
    const themed = navigation.data.find((item) => item.url === '/home/hyyx')!;
    const themedAds = await t.call<{ image: string }[]>('GET', '/rest/ad/list', {
      query: { navigationId: String(themed.id) },
    });
    expect(themedAds.data.length).toBeGreaterThan(0);
  });

  it('rest/ad/list ignores nonsense parameters instead of failing', async () => {
    const reply = await t.call<unknown[]>('GET', '/rest/ad/list', {
      query: { navigationId: 'abc', placement: 'nope' },
    });
    expect(reply.code).toBe(0);
    expect(reply.data.length).toBeGreaterThan(0);
  });
});

describe('home goods', () => {
  it('rest/home/nav/goods/list answers blocks with a goods tab per category', async () => {
    const reply = await t.call<
      {
        navigationName: string;
        navigationImage: string;
        categoryGoodsList: { categoryId: number; categoryName: string; goodsList: unknown[] }[];
        goodsList: unknown[];
      }[]
    >('GET', '/rest/home/nav/goods/list');
    expect(reply.data.length).toBeGreaterThanOrEqual(2);
    const block = reply.data[0]!;
    expect(block.navigationName).toBeTruthy();
    expect(block.categoryGoodsList.length).toBeGreaterThan(1);
    const tab = block.categoryGoodsList[0]!;
    expect(tab.goodsList.length).toBeGreaterThan(0);
    expect(tab.goodsList[0]).toEqual(goodsItemShape);
    expect(block.goodsList[0]).toEqual(goodsItemShape);
  });

  it('rest/home/corp/goods/list answers the staples, on sale only', async () => {
    const reply = await t.call<{ id: number }[]>('GET', '/rest/home/corp/goods/list');
    expect(reply.data.length).toBeGreaterThanOrEqual(5);
    expect(reply.data[0]).toEqual(goodsItemShape);
    const ids = reply.data.map((goods) => goods.id);
    const offSale = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 0)
      .where('id', 'in', ids)
      .execute();
    expect(offSale).toEqual([]);
  });

  it('prices keep their four decimal places on the wire', async () => {
    const cheap = await t.db
      .selectFrom('goods')
      .select(['id', 'sale_price'])
      .where('sale_price', '<', 10_000)
      .limit(1)
      .executeTakeFirst();
    expect(cheap).toBeDefined();
    expect(cheap!.sale_price % 100).not.toBe(0);
  });
});

describe('region/list', () => {
  it('answers provinces, then a province’s cities, then a city’s counties', async () => {
    const provinces = await t.call<{ id: number; name: string }[]>('GET', '/region/list');
    expect(provinces.data.length).toBeGreaterThanOrEqual(31);
    const guangdong = provinces.data.find((region) => region.name === '广东省')!;
    const cities = await t.call<{ id: number; name: string }[]>('GET', '/region/list', {
      query: { pid: String(guangdong.id) },
    });
    const shenzhen = cities.data.find((region) => region.name === '深圳市')!;
    expect(shenzhen).toBeDefined();
    const counties = await t.call<{ name: string }[]>('GET', '/region/list', { query: { pid: String(shenzhen.id) } });
    expect(counties.data.map((region) => region.name)).toContain('南山区');
  });

  it('answers provinces for a nonsense pid rather than failing', async () => {
    const reply = await t.call<unknown[]>('GET', '/region/list', { query: { pid: '-5' } });
    expect(reply.code).toBe(0);
    expect(reply.data.length).toBeGreaterThanOrEqual(31);
  });

  it('answers an empty list for a region with nothing under it', async () => {
    expect(await t.call('GET', '/region/list', { query: { pid: '999999' } })).toMatchObject({
      code: Code.ok,
      data: [],
    });
  });
});
