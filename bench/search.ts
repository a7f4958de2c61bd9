import { sql } from 'kysely';
import type { Backend } from '../backend/app.ts';
import type { Dialect } from '../backend/db/connect.ts';
import type { Db } from '../backend/db/types.ts';
import { goodsListItems } from '../backend/areas/catalogue/index.ts';
import { encodeParameterFilters } from '../common/areas/catalogue/parameter-filters.ts';
import { goodsPageQuery, type GoodsSort } from '../common/areas/catalogue/goods.ts';
import type { Fixtures } from './dataset.ts';
import { measure, type Summary } from './stats.ts';

/** Real terms of the seed's vocabulary (backend/db/seed/catalogue/), by length in Chinese characters. */
export const KEYWORDS: readonly (readonly string[])[] = [
  ['螺', '钢', '刀'],
  ['螺栓', '扳手', '手套'],
  ['螺丝刀', '不锈钢', '安全帽'],
  ['六角螺栓', '防护手套', '活动扳手'],
];

const SORTS: readonly { orderName: GoodsSort; isAsc: boolean; label: string }[] = [
  { orderName: 'update_date', isAsc: false, label: 'update_date' },
  { orderName: 'browse_count', isAsc: false, label: 'browse_count' },
  { orderName: 'sale_count', isAsc: false, label: 'sale_count' },
  { orderName: 'sale_price', isAsc: true, label: 'sale_price asc' },
  { orderName: 'sale_price', isAsc: false, label: 'sale_price desc' },
];

/** The page size of the goods list (SPEC §9's smallest). */
const LIMIT = '20';
/** A LIKE scan takes hundreds of milliseconds: fewer runs, still enough for a p95. */
const LIKE_BUDGET_MS = 5_000;

export interface SearchCase {
  group: 'keyword' | 'code' | 'filters' | 'all goods' | 'storefront' | 'company';
  name: string;
  /** Goods the search finds (its total). */
  matches: number;
  index: Summary;
  /** The same keyword found by a LIKE scan of the table, the baseline the index has to beat. */
  like?: { matches: number; summary: Summary };
}

/** Times goods.page in-process (no HTTP) for keywords, codes and filtered, sorted lists. */
export async function benchSearch(backend: Backend, fixtures: Fixtures, log: (line: string) => void) {
  const { db, dialect } = backend.connection;
  const page = (input: Record<string, string>) => {
    const query = goodsPageQuery().parse({ limit: LIMIT, ...input });
    return async () => (await backend.services.goods.page(query)).total;
  };
  const cases: SearchCase[] = [];

  const keywordCase = async (group: SearchCase['group'], name: string, keyword: string) => {
    const search = page({ keyword });
    const scan = likeScan(db, dialect, keyword);
    const result: SearchCase = {
      group,
      name,
      matches: await search(),
      index: await measure(search),
      like: {
        matches: await scan(),
        summary: await measure(scan, { warmup: 1, budgetMs: LIKE_BUDGET_MS, minRuns: 10 }),
      },
    };
    log(`  ${name}: p95 ${result.index.p95.toFixed(1)} ms (LIKE ${result.like!.summary.p95.toFixed(0)} ms)`);
    cases.push(result);
  };
  for (const terms of KEYWORDS) {
    for (const term of terms) await keywordCase('keyword', `${[...term].length} char: ${term}`, term);
  }
  await keywordCase('code', `code exact: ${fixtures.code}`, fixtures.code);
  await keywordCase('code', `code prefix: ${fixtures.codePrefix}`, fixtures.codePrefix);

  const filters = {
    categoryId: String(fixtures.categoryId),
    brandId: String(fixtures.brandId),
    categoryParam: encodeParameterFilters([fixtures.parameter]),
    startPrice: fixtures.startPrice,
    endPrice: fixtures.endPrice,
  };
  // Category, brand and on-sale together: PostgreSQL once misjudged how many goods they leave.
  const categoryAndBrand = page({ categoryId: filters.categoryId, brandId: filters.brandId });
  const storefront: [string, () => Promise<number>][] = [
    ['category + brand', categoryAndBrand],
    // The home page's floors: a 'top goods by sales' query per category tab.
    ['home page floors', async () => (await backend.services.storefront.homeNavigationBlocks()).length],
  ];
  for (const [name, run] of storefront) {
    const result: SearchCase = { group: 'storefront', name, matches: await run(), index: await measure(run) };
    log(`  ${name}: p95 ${result.index.p95.toFixed(1)} ms`);
    cases.push(result);
  }

  for (const sort of SORTS) {
    const order = { orderName: sort.orderName, isAsc: String(sort.isAsc) };
    for (const [group, input] of [
      ['filters', { ...filters, ...order }],
      ['all goods', order],
    ] as const) {
      const list = page(input);
      const result: SearchCase = {
        group,
        name: `${group}, ${sort.label}`,
        matches: await list(),
        index: await measure(list),
      };
      log(`  ${result.name}: p95 ${result.index.p95.toFixed(1)} ms`);
      cases.push(result);
    }
  }

  // The same lists for a logged-in buyer of a company holding a 10,000-row price list (协议价):
  // the two-branch merge of goods.service for price sorts and the price filter, a join otherwise.
  const companyId = await companyWithPrices(db);
  const companyPage = (input: Record<string, string>) => {
    const query = goodsPageQuery().parse({ limit: LIMIT, ...input });
    return async () => (await backend.services.goods.page(query, companyId)).total;
  };
  const companyCases: [string, Record<string, string>][] = [
    ['keyword 螺丝刀', { keyword: '螺丝刀' }],
    ['keyword 螺丝刀, sale_price asc', { keyword: '螺丝刀', orderName: 'sale_price', isAsc: 'true' }],
    ['keyword 螺丝刀, sale_price desc', { keyword: '螺丝刀', orderName: 'sale_price', isAsc: 'false' }],
    ['keyword 钢, sale_price asc', { keyword: '钢', orderName: 'sale_price', isAsc: 'true' }],
    ['keyword 螺丝刀, price filter', { keyword: '螺丝刀', startPrice: filters.startPrice, endPrice: filters.endPrice }],
    ['all goods, price filter', { startPrice: filters.startPrice, endPrice: filters.endPrice }],
    [
      'all goods, price filter, sale_price asc',
      { startPrice: filters.startPrice, endPrice: filters.endPrice, orderName: 'sale_price', isAsc: 'true' },
    ],
    ...SORTS.flatMap((sort): [string, Record<string, string>][] => {
      const order = { orderName: sort.orderName, isAsc: String(sort.isAsc) };
      return [
        [`filters, ${sort.label}`, { ...filters, ...order }],
        [`all goods, ${sort.label}`, order],
      ];
    }),
  ];
  // Each list twice: as a visitor (the path every buyer took before company prices), then as the company's buyer.
  for (const [name, input] of companyCases) {
    for (const [who, list] of [
      ['visitor', page(input)],
      ['company', companyPage(input)],
    ] as const) {
      const result: SearchCase = {
        group: 'company',
        name: `${who}: ${name}`,
        matches: await list(),
        index: await measure(list),
      };
      log(`  ${result.name}: p95 ${result.index.p95.toFixed(1)} ms`);
      cases.push(result);
    }
  }
  return cases;
}

/** Goods in the benchmark company's price list. */
const COMPANY_PRICES = 10_000;

/**
 * The seeded company `other` with a price list of its own, in force for years around now: one
 * goods in every twenty of the first 200,000 at 80–99 % of its list price, written straight into
 * company_price (the list resolved) as the console's save would leave it. Written again on every run.
 */
async function companyWithPrices(db: Db): Promise<number> {
  const company = await db
    .selectFrom('account')
    .select('company_id')
    .where('username', '=', 'other')
    .executeTakeFirstOrThrow();
  const companyId = company.company_id;
  const now = Date.now();
  const year = 365 * 24 * 60 * 60 * 1000;
  await db.deleteFrom('company_price').where('company_id', '=', companyId).execute();
  await db.deleteFrom('price_list').where('company_id', '=', companyId).execute();
  const list = await db
    .insertInto('price_list')
    .values({
      company_id: companyId,
      name: 'bench',
      valid_from: now - year,
      valid_to: now + 5 * year,
      contract_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'sale_price'])
    .where(sql<boolean>`goods.id % 20 = 0`)
    .orderBy('id')
    .limit(COMPANY_PRICES)
    .execute();
  for (let start = 0; start < goods.length; start += 500) {
    await db
      .insertInto('company_price')
      .values(
        goods.slice(start, start + 500).map((row) => ({
          price_list_id: list.id,
          goods_id: row.id,
          company_id: companyId,
          price: Math.max(1, Math.round((Number(row.sale_price) * (80 + (row.id % 20))) / 100)),
          rate: null,
          valid_from: now - year,
          valid_to: now + 5 * year,
        })),
      )
      .execute();
  }
  // Both planners choose between the two branches' indexes by statistics.
  await sql`analyze company_price`.execute(db);
  return companyId;
}

/** The keyword search as a plain scan: LIKE '%term%' over the indexed fields, same page and count. */
function likeScan(db: Db, dialect: Dialect, term: string) {
  const pattern = `%${term}%`;
  // The index ignores case; on PostgreSQL LIKE does not, ILIKE does (SQLite's LIKE already ignores ASCII case).
  const like = dialect === 'postgres' ? 'ilike' : 'like';
  const base = goodsListItems(db)
    .leftJoin('brand', 'brand.id', 'goods.brand_id')
    .where((eb) =>
      eb.or([
        eb('goods.goods_name', like, pattern),
        eb('goods.goods_code', like, pattern),
        eb('goods.goods_no', like, pattern),
        eb('brand.name', like, pattern),
      ]),
    );
  return async () => {
    const [, counted] = await Promise.all([
      base.orderBy('goods.update_date', 'desc').orderBy('goods.id', 'desc').limit(Number(LIMIT)).execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return Number(counted.total);
  };
}
