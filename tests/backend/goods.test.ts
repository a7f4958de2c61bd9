import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { moneyToText } from '../../common/money.ts';
import { encodeParameterFilters, type ParameterFilter } from '../../common/areas/catalogue/parameter-filters.ts';
import { WALK } from '../../backend/areas/catalogue/keyword-page.ts';
import { indexGoods } from '../../backend/search/search-index.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { Page } from '../../common/envelope.ts';
import type { BrandList, CategoryPage, ParameterList } from '../../common/areas/catalogue/category.ts';
import type { GoodsListItem } from '../../common/areas/storefront/storefront.ts';

/**
 * The storefront's goods lists, keyword search, category pages and brand list
 * (SPEC §7 Storefront), through the real app on the seeded demo catalogue.
 * Every expectation is computed from the database itself, not from fixed counts.
 */

let t: TestBackend;
let catalogue: CatalogueRow[];
let categories: CategoryRow[];
let parameters: Map<number, ParameterFilter[]>;

beforeAll(async () => {
  t = await startBackend();
  catalogue = await loadCatalogue();
  categories = await t.db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name', 'level', 'image'])
    .orderBy('id')
    .execute();
  parameters = new Map();
  const rows = await t.db.selectFrom('goods_parameter').select(['goods_id', 'name', 'tag']).orderBy('id').execute();
  for (const row of rows) parameters.set(row.goods_id, [...(parameters.get(row.goods_id) ?? []), row]);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const GOODSALL = '/rest/goodsall/page';
const GOODS = '/rest/goods/page';
const PRICE_INVALID = '价格必须是不小于0的数字，最多4位小数';
const FILTER_INVALID = '筛选条件格式不正确';

type Query = Record<string, string>;
type SortKey = 'update_date' | 'browse_count' | 'sale_count' | 'sale_price';

interface CatalogueRow {
  id: number;
  goods_name: string;
  goods_code: string;
  goods_no: string;
  category_id: number;
  brand_id: number | null;
  brandName: string;
  sale_price: number;
  update_date: number;
  browse_count: number;
  sale_count: number;
  on_sale: number;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  level: number;
  image: string;
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

async function loadCatalogue(): Promise<CatalogueRow[]> {
  const rows = await t.db
    .selectFrom('goods')
    .leftJoin('brand', 'brand.id', 'goods.brand_id')
    .select([
      'goods.id',
      'goods.goods_name',
      'goods.goods_code',
      'goods.goods_no',
      'goods.category_id',
      'goods.brand_id',
      'brand.name as brandName',
      'goods.sale_price',
      'goods.update_date',
      'goods.browse_count',
      'goods.sale_count',
      'goods.on_sale',
    ])
    .orderBy('goods.id')
    .execute();
  return rows.map((row) => ({ ...row, brandName: row.brandName ?? '' }));
}

/** One page of a goods list; the call must succeed. */
async function listPage(query: Query = {}, path = GOODSALL): Promise<Page<GoodsListItem>> {
  const reply = await t.call<Page<GoodsListItem>>('GET', path, { query });
  expect(reply.code, reply.msg).toBe(Code.ok);
  return reply.data;
}

/** Every goods a query finds, in order, walking its pages 100 at a time. */
async function allGoods(query: Query = {}, path = GOODSALL): Promise<GoodsListItem[]> {
  const found: GoodsListItem[] = [];
  for (let page = 1; ; page++) {
    const data = await listPage({ ...query, limit: '100', page: String(page) }, path);
    found.push(...data.list);
    if (data.list.length < 100) {
      expect(found.length).toBe(data.total);
      const ids = found.map((goods) => goods.id);
      expect(new Set(ids).size, 'no goods appears on two pages').toBe(ids.length);
      return found;
    }
  }
}

async function allIds(query: Query = {}, path = GOODSALL): Promise<number[]> {
  return (await allGoods(query, path)).map((goods) => goods.id);
}

const byNumber = (a: number, b: number) => a - b;

/** The overlapping 2-character pairs of a run of Chinese characters. */
function hanPairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

function expectSameIds(actual: number[], expected: number[]) {
  expect([...actual].sort(byNumber)).toEqual([...expected].sort(byNumber));
}

const onSale = () => catalogue.filter((row) => row.on_sale === 1);
const onSaleIds = (keep: (row: CatalogueRow) => boolean = () => true) =>
  onSale()
    .filter(keep)
    .map((row) => row.id);
const rowOf = (id: number) => catalogue.find((row) => row.id === id)!;

/** A category and every category below it. */
function subtree(id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const row of categories) if (row.parent_id === ids[i]) ids.push(row.id);
  return ids;
}

const categoriesAt = (level: number) => categories.filter((row) => row.level === level);
const childrenOf = (id: number) => categories.filter((row) => row.parent_id === id);

/** What keyword search promises: the term is in the name, the code, the item number or the brand. */
function containsTerm(row: CatalogueRow, term: string): boolean {
  const needle = term.toLowerCase();
  return [row.goods_name, row.goods_code, row.goods_no, row.brandName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** A price on the wire, as the web sends it: '0.5', '12.3456'. */
const wirePrice = (amount: number) => moneyToText(amount, 4).replace(/\.?0+$/, '');

function expectSorted(values: number[], asc: boolean) {
  for (let i = 1; i < values.length; i++) {
    if (asc) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    else expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
  }
}

/** The (name, tag) pair carried by the most on-sale goods among those with the given name. */
async function commonParameter(name: string): Promise<ParameterFilter> {
  const row = await t.db
    .selectFrom('goods_parameter')
    .innerJoin('goods', 'goods.id', 'goods_parameter.goods_id')
    .select(['goods_parameter.name', 'goods_parameter.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('goods_parameter.name', '=', name)
    .where('goods.on_sale', '=', 1)
    .groupBy(['goods_parameter.name', 'goods_parameter.tag'])
    .orderBy('n', 'desc')
    .orderBy('goods_parameter.tag')
    .executeTakeFirstOrThrow();
  return { name: row.name, tag: row.tag };
}

const hasParameter = (row: CatalogueRow, filter: ParameterFilter) =>
  (parameters.get(row.id) ?? []).some((p) => p.name === filter.name && p.tag === filter.tag);

async function expectRefusal(query: Query, msg: string, path = GOODSALL) {
  const reply = await t.call('GET', path, { query });
  expect(reply).toMatchObject({ code: Code.invalid, msg, data: null });
}

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

// ---------------------------------------------------------------------------
// Keyword search
// ---------------------------------------------------------------------------

describe('keyword search', () => {
  const chineseTerms = [
    '螺', // 1 character
    '钢',
    '螺栓', // 2 characters
    '扳手',
    '博世', // a brand's Chinese name
    '螺丝刀', // 3 characters
    '不锈钢',
    '六角螺栓', // 4 characters
    '霍尼韦尔',
    '钢螺栓', // pairs that appear, but apart
    '栓钢',
  ];
  for (const term of chineseTerms) {
    it(`'${term}' finds exactly the on-sale goods whose name, code, item number or brand holds it`, async () => {
      const expected = onSaleIds((row) => containsTerm(row, term));
      const ids = await allIds({ keyword: term });
      expectSameIds(ids, expected);
    });
  }

  it('the chosen terms are not trivially empty', () => {
    for (const term of ['螺', '螺栓', '扳手', '螺丝刀', '不锈钢', '六角螺栓']) {
      expect(onSaleIds((row) => containsTerm(row, term)).length, term).toBeGreaterThan(0);
    }
    // A 1-character term finds more than the 2- and 4-character terms built on it.
    expect(onSaleIds((row) => containsTerm(row, '螺')).length).toBeGreaterThan(
      onSaleIds((row) => containsTerm(row, '六角螺栓')).length,
    );
  });

  it('a term that appears nowhere finds nothing', async () => {
    expect(await listPage({ keyword: '飞机' })).toEqual({ list: [], total: 0 });
    expect(await listPage({ keyword: '龘' })).toEqual({ list: [], total: 0 });
  });

  it('a 3+ character term does not find goods holding its pairs apart', async () => {
    // A goods whose text holds the pairs AB and BC, but nowhere the run ABC.
    let found: { row: CatalogueRow; term: string } | undefined;
    for (const row of onSale()) {
      const pairs = new Set((row.goods_name.match(/\p{Script=Han}+/gu) ?? []).flatMap((run) => hanPairs(run)));
      for (const ab of pairs) {
        const bc = [...pairs].find((pair) => pair[0] === ab[1] && !containsTerm(row, ab + pair[1]));
        if (bc) found ??= { row, term: ab + bc[1] };
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { row, term } = found!;
    const ids = await allIds({ keyword: term });
    expect(ids).not.toContain(row.id);
    expectSameIds(
      ids,
      onSaleIds((r) => containsTerm(r, term)),
    );
  });

  it('an exact goods code finds that goods, in any case', async () => {
    const sample = onSale()[123]!;
    for (const keyword of [sample.goods_code, sample.goods_code.toLowerCase()]) {
      const ids = await allIds({ keyword });
      expect(ids).toEqual([sample.id]);
    }
  });

  it('the beginning of a goods code finds every goods whose code starts with it', async () => {
    const sample = onSale()[123]!;
    const prefix = sample.goods_code.slice(0, -1);
    const expected = onSaleIds((row) => row.goods_code.toLowerCase().startsWith(prefix.toLowerCase()));
    expect(expected.length).toBeGreaterThan(1);
    expectSameIds(await allIds({ keyword: prefix.toLowerCase() }), expected);
    expectSameIds(await allIds({ keyword: prefix }), expected);
  });

  it('an item number finds its goods', async () => {
    const sample = onSale()[200]!;
    expect(await allIds({ keyword: sample.goods_no })).toContain(sample.id);
    expect(await allIds({ keyword: sample.goods_no.toLowerCase() })).toContain(sample.id);
  });

  it('a brand’s Latin name finds its goods, in any case', async () => {
    const expected = onSaleIds((row) => containsTerm(row, 'bosch'));
    expect(expected.length).toBeGreaterThan(0);
    for (const keyword of ['bosch', 'BOSCH', 'Bosch']) expectSameIds(await allIds({ keyword }), expected);
    const makita = onSaleIds((row) => containsTerm(row, 'makita'));
    expect(makita.length).toBeGreaterThan(0);
    expectSameIds(await allIds({ keyword: 'MAKITA' }), makita);
  });

  it('full-width letters and digits are read as their ASCII forms', async () => {
    const sample = onSale()[123]!;
    const fullWidth = (text: string) =>
      text.replace(/[A-Za-z0-9]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    expect(await allIds({ keyword: fullWidth(sample.goods_code) })).toEqual([sample.id]);
    expectSameIds(await allIds({ keyword: 'ＢＯＳＣＨ' }), await allIds({ keyword: 'bosch' }));
    expectSameIds(await allIds({ keyword: 'ｂｏｓｃｈ' }), await allIds({ keyword: 'bosch' }));
  });

  it('leading and trailing spaces do not matter', async () => {
    expectSameIds(await allIds({ keyword: '  螺栓  ' }), await allIds({ keyword: '螺栓' }));
  });

  it('a keyword longer than 50 characters is searched by its first 50, never dropped', async () => {
    expect(await listPage({ keyword: '飞'.repeat(60) })).toEqual({ list: [], total: 0 });
    expectSameIds(await allIds({ keyword: `螺栓${' '.repeat(60)}飞机` }), await allIds({ keyword: '螺栓' }));
  });

  it('a keyword of only punctuation answers an empty list, not an error', async () => {
    for (const keyword of ['！', '，。、', '---', '@#%&*', '()[]{}', '“”']) {
      const reply = await t.call<Page<GoodsListItem>>('GET', GOODSALL, { query: { keyword } });
      expect(reply, keyword).toMatchObject({ code: Code.ok, data: { list: [], total: 0 } });
    }
  });

  it('a keyword combines with categoryId', async () => {
    const fasteners = categoriesAt(1).find((row) => row.name === '紧固件') ?? categoriesAt(1)[0]!;
    const inTree = new Set(subtree(fasteners.id));
    const inside = onSaleIds((row) => containsTerm(row, '钢') && inTree.has(row.category_id));
    const everywhere = onSaleIds((row) => containsTerm(row, '钢'));
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(everywhere.length);
    expectSameIds(await allIds({ keyword: '钢', categoryId: String(fasteners.id) }), inside);
  });

  it('a keyword combines with each sort', async () => {
    const expected = onSaleIds((row) => containsTerm(row, '螺'));
    for (const orderName of ['sale_price', 'sale_count', 'browse_count', 'update_date'] as const) {
      for (const isAsc of [true, false]) {
        const ids = await allIds({ keyword: '螺', orderName, isAsc: String(isAsc) });
        expectSameIds(ids, expected);
        expectSorted(
          ids.map((id) => rowOf(id)[orderName]),
          isAsc,
        );
      }
    }
  });

  it('a keyword combines with a category, a price range and a sort', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const query = { keyword: '螺', categoryId: String(top.id), startPrice: '1', endPrice: '50' };
    const ids = await allIds({ ...query, orderName: 'sale_price', isAsc: 'true' });
    const expected = onSaleIds(
      (row) =>
        containsTerm(row, '螺') && inTree.has(row.category_id) && row.sale_price >= 10_000 && row.sale_price <= 500_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expectSameIds(ids, expected);
    expectSorted(
      ids.map((id) => rowOf(id).sale_price),
      true,
    );
  });
});

describe('keyword search after a goods is renamed', () => {
  it('finds a goods by its brand’s 3+ character Chinese name even when the goods name leaves it out', async () => {
    const brand = await t.db
      .selectFrom('brand')
      .select(['id', 'name'])
      .where('name', 'like', '霍尼韦尔%')
      .executeTakeFirstOrThrow();
    const term = brand.name.split(' ')[0]!;
    expect([...term].length).toBeGreaterThanOrEqual(3);
    const sample = onSale().find((row) => row.brand_id === brand.id)!;
    const renamed = sample.goods_name.replace(term, '').trim();
    expect(renamed).not.toContain(term);
    await rename(sample.id, renamed);
    try {
      expect(await allIds({ keyword: term })).toContain(sample.id);
      // Its new name is what the index holds now, and the old one no longer finds it.
      expect(await allIds({ keyword: renamed.split(' ')[0]! })).toContain(sample.id);
    } finally {
      await rename(sample.id, sample.goods_name);
    }
    expect(await allIds({ keyword: term })).toContain(sample.id);
  });

  it('a 4+ character term does not find goods holding its triples apart', async () => {
    // 六角螺 and 角螺栓 both in the name, but never 六角螺栓: the phrase of its triples must not match.
    const sample = onSale().find((row) => !containsTerm(row, '角螺'))!;
    const apart = '六角螺母 角螺栓组';
    await rename(sample.id, apart);
    try {
      expect(await allIds({ keyword: '六角螺栓' })).not.toContain(sample.id);
      expect(await allIds({ keyword: '角螺栓' })).toContain(sample.id);
      expect(await allIds({ keyword: '六角螺母' })).toContain(sample.id);
      expect(await allIds({ keyword: '角螺栓组' })).toContain(sample.id);
    } finally {
      await rename(sample.id, sample.goods_name);
    }
  });

  it('counts a renamed goods under its new words only', async () => {
    // One-token keywords are counted from the index (PostgreSQL: from its count per token).
    const sample = onSale().find((row) => !containsTerm(row, '龘') && containsTerm(row, '螺'))!;
    const before = { 龘: 0, 螺: onSaleIds((row) => containsTerm(row, '螺')).length };
    await rename(sample.id, '龘');
    try {
      expect((await listPage({ keyword: '龘' })).total).toBe(1);
      expect((await listPage({ keyword: '螺' })).total).toBe(before.螺 - (containsTerm(sample, '螺') ? 1 : 0));
    } finally {
      await rename(sample.id, sample.goods_name);
    }
    expect((await listPage({ keyword: '龘' })).total).toBe(before.龘);
    expect((await listPage({ keyword: '螺' })).total).toBe(before.螺);
  });

  async function rename(id: number, goodsName: string) {
    await t.db.updateTable('goods').set({ goods_name: goodsName }).where('id', '=', id).execute();
    await indexGoods(t.db, t.dialect, { ids: [id] });
  }
});

describe('keyword search after a goods is taken off sale', () => {
  it('neither lists nor counts it, and finds it again once it is back on sale', async () => {
    const term = '螺栓';
    const expected = onSaleIds((row) => containsTerm(row, term));
    const sample = rowOf(expected[3]!);
    await setOnSale(sample.id, 0);
    try {
      const data = await listPage({ keyword: term });
      expect(data.total).toBe(expected.length - 1);
      expectSameIds(
        await allIds({ keyword: term }),
        expected.filter((id) => id !== sample.id),
      );
      expect(await allIds({ keyword: sample.goods_code })).toEqual([]);
    } finally {
      await setOnSale(sample.id, 1);
    }
    expectSameIds(await allIds({ keyword: term }), expected);
    expect(await allIds({ keyword: sample.goods_code })).toEqual([sample.id]);
  });

  async function setOnSale(id: number, onSale: number) {
    await t.db.updateTable('goods').set({ on_sale: onSale }).where('id', '=', id).execute();
    await indexGoods(t.db, t.dialect, { ids: [id] });
  }
});

describe('keyword search: every way of finding a page gives the same pages', () => {
  // A keyword found in many goods walks a sort index (backend/areas/catalogue/keyword-page.ts): SQLite looks each
  // goods up or checks it against the list found; PostgreSQL's planner walks. Few found: they are read first.
  // Each plan is forced in turn here; the pages must be exactly the goods found, in exactly the sort order.
  const plans = {
    'walk, looking each goods up in the index': {
      lookUpEach: Infinity,
      checkAgainstList: Infinity,
      plannerWalks: Infinity,
    },
    'walk, checking goods against the list found': {
      lookUpEach: -1,
      checkAgainstList: Infinity,
      plannerWalks: Infinity,
    },
    'read and sort the goods found': { lookUpEach: -1, checkAgainstList: -1, plannerWalks: -1 },
  };
  const chosen = { ...WALK };
  afterAll(() => Object.assign(WALK, chosen));

  for (const [plan, bounds] of Object.entries(plans)) {
    it(plan, async () => {
      Object.assign(WALK, bounds);
      for (const term of ['螺', '螺丝刀', '六角螺栓', 'bosch']) {
        for (const [orderName, isAsc] of [
          ['sale_price', true],
          ['sale_count', false],
          ['update_date', false],
        ] as const) {
          const direction = isAsc ? 1 : -1;
          const expected = onSale()
            .filter((row) => containsTerm(row, term))
            .sort((a, b) => direction * (a[orderName] - b[orderName] || a.id - b.id))
            .map((row) => row.id);
          expect(expected.length, term).toBeGreaterThan(0);
          const query = { keyword: term, orderName, isAsc: String(isAsc) };
          expect(await allIds(query), `${term} by ${orderName}`).toEqual(expected);
          // A page past the first starts where the previous one ended.
          const second = await listPage({ ...query, limit: '20', page: '2' });
          expect(second.list.map((goods) => goods.id)).toEqual(expected.slice(20, 40));
        }
      }
    });
  }
});

// ---------------------------------------------------------------------------
// rest/goods/page
// ---------------------------------------------------------------------------

describe('rest/goods/page', () => {
  it('answers the same default page as rest/goodsall/page', async () => {
    const data = await listPage({}, GOODS);
    expect(data.list).toHaveLength(20);
    expect(data.list[0]).toEqual(goodsItemShape);
    expect(data).toEqual(await listPage());
  });

  for (const term of ['螺', '扳手', '六角螺栓']) {
    it(`goodsName '${term}' searches like keyword does`, async () => {
      const ids = await allIds({ goodsName: term }, GOODS);
      expectSameIds(
        ids,
        onSaleIds((row) => containsTerm(row, term)),
      );
    });
  }

  it('goodsName finds a goods by its code', async () => {
    const sample = onSale()[42]!;
    expect(await allIds({ goodsName: sample.goods_code.toLowerCase() }, GOODS)).toEqual([sample.id]);
  });

  it('categoryId includes the goods of the category’s descendants', async () => {
    const top = categoriesAt(1)[1]!;
    const inTree = new Set(subtree(top.id));
    expectSameIds(
      await allIds({ categoryId: String(top.id) }, GOODS),
      onSaleIds((row) => inTree.has(row.category_id)),
    );
  });

  it('goodsName and categoryId combine, with sorting and a price range', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const ids = await allIds(
      {
        goodsName: '钢',
        categoryId: String(top.id),
        orderName: 'sale_price',
        isAsc: 'false',
        startPrice: '0',
        endPrice: '100',
      },
      GOODS,
    );
    const expected = onSaleIds(
      (row) => containsTerm(row, '钢') && inTree.has(row.category_id) && row.sale_price <= 1_000_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expectSameIds(ids, expected);
    expectSorted(
      ids.map((id) => rowOf(id).sale_price),
      false,
    );
  });

  it('refuses bad prices and answers page 1 for a bad page', async () => {
    await expectRefusal({ startPrice: '-2', endPrice: '3' }, PRICE_INVALID, GOODS);
    await expectRefusal({ startPrice: '1.00001', endPrice: '3' }, PRICE_INVALID, GOODS);
    expect(await listPage({ page: '-1', goodsName: '螺' }, GOODS)).toEqual(await listPage({ goodsName: '螺' }, GOODS));
  });

  it('a goodsName of only punctuation answers an empty list', async () => {
    expect(await listPage({ goodsName: '？！' }, GOODS)).toEqual({ list: [], total: 0 });
  });
});

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

const nonsenseIds = ['999999', '0', '-1', 'abc', '1.5', ''];

describe('rest/goodscategory/twoList', () => {
  it('for a first-level id: its title, its second-level list, and the first second level’s third levels', async () => {
    const top = categoriesAt(1)[0]!;
    const reply = await t.call<CategoryPage>('GET', '/rest/goodscategory/twoList', { query: { id: String(top.id) } });
    expect(reply.code).toBe(Code.ok);
    const seconds = childrenOf(top.id);
    expect(reply.data.title).toBe(top.name);
    expect(reply.data.list).toHaveLength(seconds.length);
    expectSameIds(
      reply.data.list.map((row) => row.id),
      seconds.map((row) => row.id),
    );
    for (const item of reply.data.list) expect(item).toEqual({ id: item.id, name: categoryName(item.id) });
    const chosen = seconds.find((row) => row.name === reply.data.titleT)!;
    expect(chosen).toBeDefined();
    expect(reply.data.list[0]!.name).toBe(reply.data.titleT);
    expectCateThree(reply.data.cateThree, chosen.id);
  });

  it('for a second-level id: the first level’s title and list, with that second level chosen', async () => {
    const top = categoriesAt(1)[2]!;
    const second = childrenOf(top.id)[1]!;
    const reply = await t.call<CategoryPage>('GET', '/rest/goodscategory/twoList', {
      query: { id: String(second.id) },
    });
    expect(reply.code).toBe(Code.ok);
    expect(reply.data.title).toBe(top.name);
    expectSameIds(
      reply.data.list.map((row) => row.id),
      childrenOf(top.id).map((row) => row.id),
    );
    expect(reply.data.titleT).toBe(second.name);
    expectCateThree(reply.data.cateThree, second.id);
  });

  it('answers not found for an unknown or nonsense id', async () => {
    for (const id of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/twoList', { query: { id } });
      expect(reply, `id=${id}`).toMatchObject({ code: Code.notFound, data: null });
    }
    expect(await t.call('GET', '/rest/goodscategory/twoList')).toMatchObject({ code: Code.notFound });
  });
});

function categoryName(id: number) {
  return categories.find((row) => row.id === id)!.name;
}

function expectCateThree(cateThree: CategoryPage['cateThree'], secondId: number) {
  const thirds = childrenOf(secondId);
  expect(thirds.length).toBeGreaterThan(0);
  expectSameIds(
    cateThree.map((row) => row.id),
    thirds.map((row) => row.id),
  );
  for (const item of cateThree) {
    const row = thirds.find((third) => third.id === item.id)!;
    expect(item).toEqual({ id: row.id, name: row.name, image: row.image });
    expect(item.image).not.toBe('');
  }
}

describe('rest/goodscategory/threeList', () => {
  it('answers the third-level categories under a second-level one, with their pictures', async () => {
    const second = categoriesAt(2)[3]!;
    const reply = await t.call<{ id: number; name: string; image: string }[]>('GET', '/rest/goodscategory/threeList', {
      query: { id: String(second.id) },
    });
    expect(reply.code).toBe(Code.ok);
    expectCateThree(reply.data, second.id);
  });

  it('answers an empty list for a third-level category, which has nothing under it', async () => {
    const third = categoriesAt(3)[0]!;
    const reply = await t.call('GET', '/rest/goodscategory/threeList', { query: { id: String(third.id) } });
    expect(reply).toMatchObject({ code: Code.ok, data: [] });
  });

  it('answers not found for an unknown or nonsense id', async () => {
    for (const id of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/threeList', { query: { id } });
      expect(reply, `id=${id}`).toMatchObject({ code: Code.notFound, data: null });
    }
  });
});

describe('rest/goodscategory/parameterList', () => {
  async function parameterList(categoryId: number) {
    const reply = await t.call<ParameterList>('GET', '/rest/goodscategory/parameterList', {
      query: { categoryId: String(categoryId) },
    });
    expect(reply.code, reply.msg).toBe(Code.ok);
    return reply.data;
  }

  /** DISTINCT (name, tag) of the on-sale goods in the category's subtree, as sorted name → sorted tags. */
  function expectedParameters(categoryId: number) {
    const inTree = new Set(subtree(categoryId));
    const byName = new Map<string, Set<string>>();
    for (const row of onSale().filter((r) => inTree.has(r.category_id))) {
      for (const { name, tag } of parameters.get(row.id) ?? []) {
        byName.set(name, (byName.get(name) ?? new Set()).add(tag));
      }
    }
    return normalised([...byName].map(([name, tags]) => ({ name, valueList: [...tags] })));
  }

  /** Orders names and values so the comparison does not depend on the database's collation. */
  const normalised = (list: { name: string; valueList: string[] }[]) =>
    list
      .map(({ name, valueList }) => ({ name, valueList: [...valueList].sort() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  it('for a third-level id: its path, its sibling third levels and the values its on-sale goods carry', async () => {
    const third = categories.find((row) => row.level === 3 && onSale().some((r) => r.category_id === row.id))!;
    const second = categories.find((row) => row.id === third.parent_id)!;
    const top = categories.find((row) => row.id === second.parent_id)!;
    const data = await parameterList(third.id);
    expect(data.categoryDictionary).toBe(`${top.name}/${second.name}/${third.name}`);
    expect(data.categoryPath.map((row) => row.id)).toEqual([top.id, second.id, third.id]);
    expectSameIds(
      data.threeCategoryList.map((row) => row.id),
      childrenOf(second.id).map((row) => row.id),
    );
    expect(data.threeCategoryList.map((row) => row.id)).toContain(third.id);
    expect(data.productParameterList.length).toBeGreaterThan(0);
    for (const group of data.productParameterList) {
      expect(new Set(group.valueList).size, `${group.name} values are distinct`).toBe(group.valueList.length);
    }
    expect(normalised(data.productParameterList)).toEqual(expectedParameters(third.id));
  });

  it('leaves out values that only off-sale goods carry', async () => {
    const offSale = catalogue.filter((row) => row.on_sale === 0);
    const candidate = offSale
      .flatMap((row) => (parameters.get(row.id) ?? []).map((p) => ({ row, p })))
      .find(
        ({ row, p }) =>
          !onSale().some((r) => r.category_id === row.category_id && hasParameter(r, { name: p.name, tag: p.tag })),
      );
    expect(candidate, 'the demo data has a value only off-sale goods carry').toBeDefined();
    if (!candidate) return;
    const data = await parameterList(candidate.row.category_id);
    const group = data.productParameterList.find((g) => g.name === candidate.p.name);
    expect(group?.valueList ?? []).not.toContain(candidate.p.tag);
  });

  it('for a first-level id: the values of all goods below it', async () => {
    const top = categoriesAt(1)[0]!;
    const data = await parameterList(top.id);
    expect(data.categoryDictionary).toBe(top.name);
    expect(normalised(data.productParameterList)).toEqual(expectedParameters(top.id));
  });

  it('its values are usable as categoryParam filters that find goods', async () => {
    const third = categoriesAt(3).find((row) => onSale().some((r) => r.category_id === row.id))!;
    const data = await parameterList(third.id);
    const group = data.productParameterList[0]!;
    const filter = { name: group.name, tag: group.valueList[0]! };
    const ids = await allIds({ categoryId: String(third.id), categoryParam: encodeParameterFilters([filter]) });
    expect(ids.length).toBeGreaterThan(0);
    expectSameIds(
      ids,
      onSaleIds((row) => row.category_id === third.id && hasParameter(row, filter)),
    );
  });

  it('answers not found for an unknown or nonsense categoryId', async () => {
    for (const categoryId of nonsenseIds) {
      const reply = await t.call('GET', '/rest/goodscategory/parameterList', { query: { categoryId } });
      expect(reply, `categoryId=${categoryId}`).toMatchObject({ code: Code.notFound, data: null });
    }
  });
});

// ---------------------------------------------------------------------------
// rest/brand/list
// ---------------------------------------------------------------------------

describe('rest/brand/list', () => {
  async function brandList(query: Query = {}) {
    const reply = await t.call<BrandList>('GET', '/rest/brand/list', { query });
    expect(reply.code, reply.msg).toBe(Code.ok);
    return reply.data;
  }

  function expectLetters(data: BrandList) {
    const letters = data.goodsBrandList.map((brand) => brand.letter);
    expect(data.firstLetterList).toEqual([...new Set(letters)]);
    expect(data.firstLetterList).toEqual([...data.firstLetterList].sort());
    for (const letter of data.firstLetterList) expect(letter).toMatch(/^[A-Z]$/);
  }

  const brandsWithGoods = (keep: (row: CatalogueRow) => boolean) => [
    ...new Set(
      onSale()
        .filter(keep)
        .map((row) => row.brand_id)
        .filter((id): id is number => id !== null),
    ),
  ];

  it('without categoryId: every brand that has goods on sale, grouped by first letter', async () => {
    const data = await brandList();
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      brandsWithGoods(() => true),
    );
    const brands = await t.db.selectFrom('brand').select(['id', 'name', 'letter']).execute();
    for (const item of data.goodsBrandList) expect(brands).toContainEqual(item);
    expectLetters(data);
  });

  it('with a first-level categoryId: only brands with on-sale goods in that category’s subtree', async () => {
    const top = categoriesAt(1)[0]!;
    const inTree = new Set(subtree(top.id));
    const data = await brandList({ categoryId: String(top.id) });
    const expected = brandsWithGoods((row) => inTree.has(row.category_id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(brandsWithGoods(() => true).length);
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      expected,
    );
    expectLetters(data);
  });

  it('with a third-level categoryId: only the brands of that category’s on-sale goods', async () => {
    const third = categoriesAt(3).find((row) => onSale().some((r) => r.category_id === row.id))!;
    const data = await brandList({ categoryId: String(third.id) });
    expectSameIds(
      data.goodsBrandList.map((brand) => brand.id),
      brandsWithGoods((row) => row.category_id === third.id),
    );
    expectLetters(data);
  });

  it('each listed brand filters the category’s goods list to something', async () => {
    const top = categoriesAt(1)[1]!;
    const data = await brandList({ categoryId: String(top.id) });
    for (const brand of data.goodsBrandList.slice(0, 5)) {
      const page = await listPage({ categoryId: String(top.id), brandId: String(brand.id) });
      expect(page.total, brand.name).toBeGreaterThan(0);
    }
  });

  it('an unknown categoryId answers no brands; a nonsense one is no filter', async () => {
    expect(await brandList({ categoryId: '999999' })).toEqual({ firstLetterList: [], goodsBrandList: [] });
    const everything = await brandList();
    expect(await brandList({ categoryId: 'abc' })).toEqual(everything);
    expect(await brandList({ categoryId: '-1' })).toEqual(everything);
  });
});

describe('rest/brand/list with a keyword', () => {
  it('offers only the brands of the goods the keyword finds', async () => {
    const all = await t.call<{ goodsBrandList: { id: number }[] }>('GET', '/rest/brand/list');
    const found = await t.call<{ goodsBrandList: { id: number }[] }>('GET', '/rest/brand/list', {
      query: { keyword: '扳手' },
    });
    expect(found.data.goodsBrandList.length).toBeGreaterThan(0);
    expect(found.data.goodsBrandList.length).toBeLessThan(all.data.goodsBrandList.length);
    for (const brand of found.data.goodsBrandList) {
      const page = await t.call<{ total: number }>('GET', '/rest/goodsall/page', {
        query: { keyword: '扳手', brandId: String(brand.id) },
      });
      expect(page.data.total).toBeGreaterThan(0);
    }
  });
});
