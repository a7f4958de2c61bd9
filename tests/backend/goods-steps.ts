import { expect } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { moneyToText } from '../../common/money.ts';
import { type ParameterFilter } from '../../common/areas/catalogue/parameter-filters.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { Page } from '../../common/envelope.ts';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';

/**
 * The storefront's catalogue as the goods tests read it (goods.test.ts, goods-search.test.ts,
 * goods-categories.test.ts): the goods, categories and parameters straight from the database, so
 * every expectation is computed from the seed itself, and the list calls and checks they share.
 */

export const GOODSALL = '/rest/goodsall/page';

export const GOODS = '/rest/goods/page';

export const PRICE_INVALID = '价格必须是不小于0的数字，最多4位小数';

export const FILTER_INVALID = '筛选条件格式不正确';

export type Query = Record<string, string>;

export type SortKey = 'update_date' | 'browse_count' | 'sale_count' | 'sale_price';

export interface CatalogueRow {
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

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  level: number;
  image: string;
}

export const goodsItemShape = {
  id: expect.any(Number),
  goodsName: expect.any(String),
  goodsImage: expect.any(String),
  desc: expect.any(String),
  salePrice: expect.any(Number),
  quantity: expect.any(Number),
  unit: expect.any(String),
  inventory: expect.any(Number),
};

export const byNumber = (a: number, b: number) => a - b;

/** The overlapping 2-character pairs of a run of Chinese characters. */
export function hanPairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

export function expectSameIds(actual: number[], expected: number[]) {
  expect([...actual].sort(byNumber)).toEqual([...expected].sort(byNumber));
}

/** What keyword search promises: the term is in the name, the code, the item number or the brand. */
export function containsTerm(row: CatalogueRow, term: string): boolean {
  const needle = term.toLowerCase();
  return [row.goods_name, row.goods_code, row.goods_no, row.brandName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** A price on the wire, as the web sends it: '0.5', '12.3456'. */
export const wirePrice = (amount: number) => moneyToText(amount, 4).replace(/\.?0+$/, '');

export function expectSorted(values: number[], asc: boolean) {
  for (let i = 1; i < values.length; i++) {
    if (asc) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    else expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
  }
}

export function goodsSteps() {
  let t!: TestBackend;
  let catalogue: CatalogueRow[] = [];
  let categories: CategoryRow[] = [];
  let parameters = new Map<number, ParameterFilter[]>();

  /** A backend and its catalogue as the database holds it. */
  async function start(): Promise<TestBackend> {
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
    return t;
  }

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

  return {
    start,
    /** The catalogue start() read. */
    data: () => ({ catalogue, categories, parameters }),
    loadCatalogue,
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
  };
}
