import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { encodeParameterFilters } from '../../common/areas/catalogue/parameter-filters.ts';
import { WALK } from '../../backend/areas/catalogue/keyword-page.ts';
import type { TestBackend } from './harness.ts';
import {
  goodsSteps,
  GOODSALL,
  PRICE_INVALID,
  FILTER_INVALID,
  type Query,
  type SortKey,
  goodsItemShape,
  expectSameIds,
  containsTerm,
  wirePrice,
  expectSorted,
} from './goods-steps.ts';

/**
 * The storefront's goods list (rest/goodsall/page, SPEC §7 Storefront): the default page, stock,
 * filters, sorts, paging and bad input, through the real app on the seeded demo catalogue. Every
 * expectation is computed from the database itself, not from fixed counts. Keyword search is
 * goods-search.test.ts; category pages and the brand list, goods-categories.test.ts.
 */
const s = goodsSteps();
const {
  listPage,
  allGoods,
  allIds,
  onSale,
  onSaleIds,
  rowOf,
  subtree,
  categoriesAt,
  childrenOf,
  commonParameter,
  hasParameter,
  expectRefusal,
} = s;
let t: TestBackend;
let catalogue: ReturnType<typeof s.data>['catalogue'];
let categories: ReturnType<typeof s.data>['categories'];
let parameters: ReturnType<typeof s.data>['parameters'];

beforeAll(async () => {
  t = await s.start();
  ({ catalogue, categories, parameters } = s.data());
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------
// rest/goodsall/page
// ---------------------------------------------------------------------------

describe('rest/goodsall/page: the default page', () => {
  it('answers 20 on-sale goods of the list item shape, newest update first, with the on-sale total', async () => {
    const data = await listPage();
    expect(data.list).toHaveLength(20);
    expect(data.total).toBe(onSale().length);
    expect(data.total).toBeLessThan(catalogue.length); // the seed has goods off sale
    for (const goods of data.list) expect(goods).toEqual(goodsItemShape);
    const newest = [...onSale()].sort((a, b) => b.update_date - a.update_date || b.id - a.id).slice(0, 20);
    expect(data.list.map((goods) => goods.id)).toEqual(newest.map((row) => row.id));
  });

  it('answers the goods’ own name and price, the price as a decimal with up to 4 places', async () => {
    const data = await listPage({ limit: '100' });
    for (const goods of data.list) {
      const row = rowOf(goods.id);
      expect(goods.goodsName).toBe(row.goods_name);
      expect(goods.salePrice).toBe(row.sale_price / 10_000);
    }
  });

  it('never lists a goods that is off sale', async () => {
    const ids = await allIds();
    expectSameIds(ids, onSaleIds());
    const offSale = catalogue.filter((row) => row.on_sale === 0).map((row) => row.id);
    expect(offSale.length).toBeGreaterThan(0);
    for (const id of offSale) expect(ids).not.toContain(id);
  });
});

describe('every goods list carries each goods’ stock', () => {
  // Lists mark goods out of stock from the row they read anyway: no query per goods.
  const plans = {
    'the list, counted by the goods_total row': {},
    'a keyword walking the sort index, each goods looked up': { lookUpEach: Infinity, checkAgainstList: Infinity },
    'a keyword walking the sort index, checked against the list found': { lookUpEach: -1, checkAgainstList: Infinity },
    'a keyword whose goods are read and sorted': { lookUpEach: -1, checkAgainstList: -1, plannerWalks: -1 },
  };
  const chosen = { ...WALK };
  afterAll(() => Object.assign(WALK, chosen));

  it('as the goods row holds it, 0 for goods out of stock, on every path a page is read by', async () => {
    const target = onSale().find((row) => containsTerm(row, '螺'))!;
    const before = await t.db
      .selectFrom('goods')
      .select('inventory')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(before.inventory).toBeGreaterThan(0);
    await t.db.updateTable('goods').set({ inventory: 0 }).where('id', '=', target.id).execute();
    try {
      const stock = new Map(
        (await t.db.selectFrom('goods').select(['id', 'inventory']).execute()).map((row) => [row.id, row.inventory]),
      );
      for (const [plan, bounds] of Object.entries(plans)) {
        Object.assign(WALK, chosen, bounds);
        const found = await allGoods(plan.startsWith('the list') ? {} : { keyword: '螺' });
        expect(found.find((goods) => goods.id === target.id)?.inventory, plan).toBe(0);
        for (const goods of found) expect(goods.inventory, `${plan}: goods ${goods.id}`).toBe(stock.get(goods.id));
      }
    } finally {
      Object.assign(WALK, chosen);
      await t.db.updateTable('goods').set({ inventory: before.inventory }).where('id', '=', target.id).execute();
    }
  });
});

describe('rest/goodsall/page: filters', () => {
  it('categoryId of a first-level category includes the goods of all its third-level descendants', async () => {
    const top = categoriesAt(1)[0]!;
    const ids = await allIds({ categoryId: String(top.id) });
    const inTree = new Set(subtree(top.id));
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => inTree.has(row.category_id)),
    );
    // The goods hang on the third level, not on the first.
    expect(ids.every((id) => rowOf(id).category_id !== top.id)).toBe(true);
  });

  it('categoryId of a second- and of a third-level category lists exactly their goods', async () => {
    const second = categoriesAt(2)[1]!;
    const third = childrenOf(second.id)[0]!;
    for (const category of [second, third]) {
      const inTree = new Set(subtree(category.id));
      const ids = await allIds({ categoryId: String(category.id) });
      expect(ids.length).toBeGreaterThan(0);
      expectSameIds(
        ids,
        onSaleIds((row) => inTree.has(row.category_id)),
      );
    }
  });

  it('categoryId of an unknown category finds nothing, and a nonsense one is no filter', async () => {
    expect(await listPage({ categoryId: '999999' })).toEqual({ list: [], total: 0 });
    expect(await listPage({ categoryId: '-3' })).toEqual({ list: [], total: 0 });
    expect((await listPage({ categoryId: 'all' })).total).toBe(onSale().length);
  });

  it('brandId lists exactly that brand’s on-sale goods', async () => {
    const brandId = rowOf(onSaleIds()[0]!).brand_id!;
    const ids = await allIds({ brandId: String(brandId) });
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => row.brand_id === brandId),
    );
  });

  it('startPrice and endPrice keep goods priced within both bounds, inclusive, with decimal prices', async () => {
    const [low, high] = [5_000, 20_000]; // 0.5 to 2 yuan
    const ids = await allIds({ startPrice: '0.5', endPrice: '2' });
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => row.sale_price >= low && row.sale_price <= high),
    );

    // A price with four decimals matches a goods at exactly that price.
    const exact = onSale().find((row) => row.sale_price % 100 !== 0)!;
    const price = wirePrice(exact.sale_price);
    expect(price).toMatch(/\.\d{3,4}$/);
    const same = await allIds({ startPrice: price, endPrice: price });
    expect(same).toContain(exact.id);
    expectSameIds(
      same,
      onSaleIds((row) => row.sale_price === exact.sale_price),
    );
  });

  it('swaps reversed price bounds', async () => {
    const forward = await allIds({ startPrice: '5', endPrice: '20' });
    const reversed = await allIds({ startPrice: '20', endPrice: '5' });
    expect(forward.length).toBeGreaterThan(0);
    expectSameIds(
      forward,
      onSaleIds((row) => row.sale_price >= 50_000 && row.sale_price <= 200_000),
    );
    expect(reversed).toEqual(forward);
  });

  it('ignores a price range with only one end filled', async () => {
    const everything = onSale().length;
    expect((await listPage({ startPrice: '100' })).total).toBe(everything);
    expect((await listPage({ endPrice: '0.01' })).total).toBe(everything);
    expect((await listPage({ startPrice: '100', endPrice: '' })).total).toBe(everything);
  });

  it('categoryParam keeps goods carrying the chosen parameter value (Base64 of UTF-8 JSON)', async () => {
    const material = await commonParameter('材质');
    expect(material.tag).toMatch(/\p{Script=Han}/u); // exercises UTF-8, not just ASCII
    const ids = await allIds({ categoryParam: encodeParameterFilters([material]) });
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => hasParameter(row, material)),
    );
  });

  it('categoryParam with two filters keeps goods carrying both', async () => {
    const sample = onSale().find((row) => (parameters.get(row.id) ?? []).length >= 2)!;
    const [first, second] = parameters.get(sample.id)!.map(({ name, tag }) => ({ name, tag }));
    const ids = await allIds({ categoryParam: encodeParameterFilters([first!, second!]) });
    expect(ids).toContain(sample.id);
    expectSameIds(
      ids,
      onSaleIds((row) => hasParameter(row, first!) && hasParameter(row, second!)),
    );
  });

  it('categoryParam with an empty list is no filter, with an unknown value finds nothing', async () => {
    expect((await listPage({ categoryParam: encodeParameterFilters([]) })).total).toBe(onSale().length);
    expect(await listPage({ categoryParam: encodeParameterFilters([{ name: '材质', tag: '不存在的材质' }]) })).toEqual({
      list: [],
      total: 0,
    });
  });

  it('combines category, brand, price, parameter and keyword filters', async () => {
    // Built around one real goods so the combination is not empty.
    const sample = onSale().find((row) => row.brand_id !== null && (parameters.get(row.id) ?? []).length > 0)!;
    const leaf = categories.find((row) => row.id === sample.category_id)!;
    const second = categories.find((row) => row.id === leaf.parent_id)!;
    const first = categories.find((row) => row.id === second.parent_id)!;
    expect(first.level).toBe(1);
    const parameter = parameters.get(sample.id)![0]!;
    const filter = { name: parameter.name, tag: parameter.tag };
    const keyword = [...leaf.name].slice(0, 2).join('');
    const low = Math.floor(sample.sale_price / 2);
    const high = sample.sale_price * 2;
    const inTree = new Set(subtree(first.id));

    const ids = await allIds({
      categoryId: String(first.id),
      brandId: String(sample.brand_id),
      startPrice: wirePrice(low),
      endPrice: wirePrice(high),
      categoryParam: encodeParameterFilters([filter]),
      keyword,
    });
    expect(ids).toContain(sample.id);
    expectSameIds(
      ids,
      onSaleIds(
        (row) =>
          inTree.has(row.category_id) &&
          row.brand_id === sample.brand_id &&
          row.sale_price >= low &&
          row.sale_price <= high &&
          hasParameter(row, filter) &&
          containsTerm(row, keyword),
      ),
    );
  });

  it('combines category and brand into an empty list when the brand has nothing there', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const outsider = onSale().find(
      (row) => row.brand_id !== null && !onSale().some((r) => r.brand_id === row.brand_id && inTree.has(r.category_id)),
    )!;
    expect(outsider).toBeDefined();
    expect(await listPage({ categoryId: String(top.id), brandId: String(outsider.brand_id) })).toEqual({
      list: [],
      total: 0,
    });
  });
});

describe('rest/goodsall/page: sorts', () => {
  const keys: SortKey[] = ['update_date', 'browse_count', 'sale_count', 'sale_price'];
  for (const orderName of keys) {
    for (const isAsc of [true, false]) {
      it(`orderName=${orderName} isAsc=${isAsc} orders every page by the database's ${orderName}`, async () => {
        const ids = await allIds({ orderName, isAsc: String(isAsc) });
        expectSameIds(ids, onSaleIds());
        expectSorted(
          ids.map((id) => rowOf(id)[orderName]),
          isAsc,
        );
        // The order is really by the key, not by accident: the ends differ.
        const values = ids.map((id) => rowOf(id)[orderName]);
        expect(values[0]).not.toBe(values[values.length - 1]);
      });
    }
  }

  it('sorting by price ascending and descending lists the cheapest and the dearest goods first', async () => {
    const prices = onSale().map((row) => row.sale_price);
    const cheapest = (await listPage({ orderName: 'sale_price', isAsc: 'true' })).list[0]!;
    const dearest = (await listPage({ orderName: 'sale_price', isAsc: 'false' })).list[0]!;
    expect(rowOf(cheapest.id).sale_price).toBe(Math.min(...prices));
    expect(rowOf(dearest.id).sale_price).toBe(Math.max(...prices));
  });

  it('isAsc defaults to descending, and anything but true is descending', async () => {
    const descending = await listPage({ orderName: 'sale_count', isAsc: 'false' });
    expect(await listPage({ orderName: 'sale_count' })).toEqual(descending);
    expect(await listPage({ orderName: 'sale_count', isAsc: 'yes' })).toEqual(descending);
  });

  it('an unknown orderName falls back to the default sort', async () => {
    const standard = await listPage();
    for (const orderName of ['price', 'goods_name', 'sale_price; drop table goods', '']) {
      expect(await listPage({ orderName })).toEqual(standard);
    }
  });
});

describe('rest/goodsall/page: paging', () => {
  it('page 2 continues page 1, and the total does not depend on the page', async () => {
    const first = await listPage({ page: '1' });
    const second = await listPage({ page: '2' });
    expect(second.list).toHaveLength(20);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.list.map((goods) => goods.id));
    for (const goods of second.list) expect(firstIds.has(goods.id)).toBe(false);
    const forty = await listPage({ limit: '40' });
    expect(forty.list.map((goods) => goods.id)).toEqual([...first.list, ...second.list].map((goods) => goods.id));
  });

  it('answers 30 and 40 goods a page when asked', async () => {
    expect((await listPage({ limit: '30' })).list).toHaveLength(30);
    expect((await listPage({ limit: '40' })).list).toHaveLength(40);
  });

  it('caps a huge limit at 100', async () => {
    const data = await listPage({ limit: '100000' });
    expect(data.list).toHaveLength(100);
    expect(data.total).toBe(onSale().length);
  });

  it('treats a zero, negative or nonsense limit as a sane one', async () => {
    for (const limit of ['0', '-5', 'abc']) {
      const data = await listPage({ limit });
      expect(data.list.length).toBeGreaterThan(0);
      expect(data.list.length).toBeLessThanOrEqual(100);
    }
  });

  it('answers page 1 for page 0, -1 and abc', async () => {
    const first = await listPage({ page: '1' });
    for (const page of ['0', '-1', 'abc', '1.5']) expect(await listPage({ page })).toEqual(first);
  });

  it('answers an empty list past the last page, with the same total', async () => {
    const last = Math.ceil(onSale().length / 20);
    expect((await listPage({ page: String(last) })).list.length).toBeGreaterThan(0);
    expect(await listPage({ page: String(last + 1) })).toEqual({ list: [], total: onSale().length });
    expect(await listPage({ page: '99999999' })).toEqual({ list: [], total: onSale().length });
  });
});

describe('rest/goodsall/page: bad input is refused clearly, never a fault', () => {
  it('refuses a categoryParam that is not Base64 of a JSON filter list', async () => {
    const bad = [
      '%%%not-base64%%%',
      '!!',
      Buffer.from('not json at all').toString('base64'),
      Buffer.from('{"name":"材质","tag":"不锈钢"}').toString('base64'),
      Buffer.from('[{"name":"材质"}]').toString('base64'),
      Buffer.from('[{"name":1,"tag":2}]').toString('base64'),
      Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'),
    ];
    for (const categoryParam of bad) await expectRefusal({ categoryParam }, FILTER_INVALID);
  });

  it('refuses negative, non-numeric and 5-decimal prices', async () => {
    for (const price of ['-1', '-0.5', 'abc', '1e3', '1.23456', '12元', 'NaN', 'Infinity']) {
      await expectRefusal({ startPrice: price, endPrice: '100' }, PRICE_INVALID);
      await expectRefusal({ startPrice: '0', endPrice: price }, PRICE_INVALID);
    }
  });

  it('refuses a bad price even when the other end is empty', async () => {
    await expectRefusal({ startPrice: '-1' }, PRICE_INVALID);
    await expectRefusal({ endPrice: 'abc' }, PRICE_INVALID);
  });

  it('refuses a price or a filter given twice with the same clear message', async () => {
    const fetchRaw = async (search: string) => {
      const response = await t.backend.app.fetch(new Request(`http://backend.test${GOODSALL}?${search}`));
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await fetchRaw('startPrice=1&startPrice=2&endPrice=3')).toMatchObject({
      code: Code.invalid,
      msg: PRICE_INVALID,
    });
    const filter = encodeURIComponent(encodeParameterFilters([{ name: '材质', tag: '碳钢' }]));
    expect(await fetchRaw(`categoryParam=${filter}&categoryParam=${filter}`)).toMatchObject({
      code: Code.invalid,
      msg: FILTER_INVALID,
    });
  });

  it('accepts prices of up to 4 decimals, zero and whole numbers', async () => {
    for (const [startPrice, endPrice] of [
      ['0', '0.0001'],
      ['0.5', '1.2345'],
      ['10', '10000'],
      [' 1 ', ' 2 '],
    ] as const) {
      const reply = await t.call('GET', GOODSALL, { query: { startPrice, endPrice } });
      expect(reply.code, `${startPrice}..${endPrice}: ${reply.msg}`).toBe(Code.ok);
    }
  });

  it('answers odd values of every parameter without a fault', async () => {
    const odd: Query[] = [
      { keyword: '%' },
      { keyword: '_' },
      { keyword: "'; drop table goods; --" },
      { keyword: '"螺栓" OR *' },
      { keyword: 'NEAR(螺 栓)' },
      { keyword: '螺栓 -钢 ^m8 :*' },
      { keyword: '\\' },
      { keyword: 'x'.repeat(200) },
      { brandId: 'x' },
      { brandId: '99999999999999999999' },
      { categoryId: '1e400' },
      { isAsc: 'maybe' },
    ];
    for (const query of odd) {
      const reply = await t.call('GET', GOODSALL, { query });
      expect(reply.code, JSON.stringify(query)).toBe(Code.ok);
    }
  });
});
