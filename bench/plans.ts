import { sql } from 'kysely';
import type { Backend } from '../backend/app.ts';
import { createServices, type Services } from '../backend/areas/index.ts';
import { COMMAND_LINE } from '../backend/services/staff-actor.ts';
import type { Dialect } from '../backend/db/connect.ts';
import { explain, recordingDb, type PlanSort, type QueryPlan } from '../backend/db/query-plan.ts';
import { goodsPageQuery, type GoodsSort } from '../common/areas/catalogue/goods.ts';

/** The console's index for goods out of stock (migrations 0011, 0020): no storefront listing may take it. */
export const OUT_OF_STOCK_INDEX = 'goods_out_of_stock';

/** One screen's query, run through its service, and the index it was built for. */
export interface PlanCase {
  name: string;
  screen: 'storefront' | 'console';
  run: (services: Services) => Promise<unknown>;
  /** Which of the queries the service ran are the case's own (it also reads categories, counts …). */
  pick: (sql: string) => boolean;
  /** The indexes each database may choose; one of them is expected in every query picked. */
  expected: Record<Dialect, readonly string[]>;
  /** The rows come off the index in the page's order, so nothing sorts every goods it read. */
  inOrder: boolean;
}

export interface PlanRow {
  name: string;
  screen: PlanCase['screen'];
  /** How many queries the case picked (the home floors run one per category tab). */
  queries: number;
  /** The indexes the plans read, with how many of the queries read each. */
  indexes: string[];
  /** The worst sort among the queries. */
  sort: PlanSort;
  fullScans: string[];
  expected: readonly string[];
  ok: boolean;
}

/** A page of goods list items: the listing itself, not its count or the category lookups. */
const listing = (text: string) =>
  /\bfrom "?goods"?\s/i.test(text) && /goods_name/.test(text) && /\blimit\b/i.test(text);
/** The count of a filtered list. */
const counting = (text: string) => /\bfrom "goods"/.test(text) && /count\(\*\)/.test(text);

const SORT_INDEX: Record<GoodsSort, string> = {
  update_date: 'goods_update',
  browse_count: 'goods_browse',
  sale_count: 'goods_sales',
  sale_price: 'goods_price',
};
const SORTS: readonly { orderName: GoodsSort; isAsc: boolean }[] = [
  { orderName: 'update_date', isAsc: false },
  { orderName: 'browse_count', isAsc: false },
  { orderName: 'sale_count', isAsc: false },
  { orderName: 'sale_price', isAsc: true },
  { orderName: 'sale_price', isAsc: false },
];
const CATEGORY_INDEXES = ['goods_category', 'goods_category_top', 'goods_category_brand'] as const;
const both = (indexes: readonly string[]) => ({ sqlite: indexes, postgres: indexes });

const page = (input: Record<string, string>) => (services: Services) =>
  services.goods.page(goodsPageQuery().parse({ limit: '20', ...input }));

/** The storefront's listings that matter at 200,000 goods, and the console's out-of-stock card. */
function planCases(inputs: { categoryId: number; generalNavigationId: number; clearanceNavigationId: number }) {
  const category = String(inputs.categoryId);
  const cases: PlanCase[] = [
    ...SORTS.map((sort): PlanCase => ({
      name: `all goods by ${sort.orderName} ${sort.isAsc ? 'asc' : 'desc'}`,
      screen: 'storefront',
      run: page({ orderName: sort.orderName, isAsc: String(sort.isAsc) }),
      pick: listing,
      expected: both([SORT_INDEX[sort.orderName]]),
      inOrder: true,
    })),
    {
      name: 'category list (newest first)',
      screen: 'storefront',
      run: page({ categoryId: category }),
      pick: listing,
      expected: both(['goods_category']),
      inOrder: true,
    },
    {
      name: 'category list by sale_count',
      screen: 'storefront',
      run: page({ categoryId: category, orderName: 'sale_count' }),
      pick: listing,
      expected: both(['goods_category_top']),
      inOrder: true,
    },
    {
      name: 'category list, its total',
      screen: 'storefront',
      run: page({ categoryId: category }),
      pick: counting,
      expected: both(CATEGORY_INDEXES),
      inOrder: false,
    },
    {
      // SQLite walks the sort index by itself (`indexed by`) and looks the keyword up as it goes.
      name: 'keyword search 螺丝刀',
      screen: 'storefront',
      run: page({ keyword: '螺丝刀' }),
      pick: listing,
      expected: { sqlite: ['goods_update'], postgres: ['goods_search_tokens', 'goods_update'] },
      inOrder: false,
    },
    {
      name: 'home: corporate staples (best sellers)',
      screen: 'storefront',
      run: (services) => services.storefront.staplesGoods(),
      pick: listing,
      expected: both(['goods_sales']),
      inOrder: true,
    },
    {
      name: 'home: floors (best sellers per category tab)',
      screen: 'storefront',
      run: (services) => services.storefront.homeNavigationBlocks(),
      pick: listing,
      // PostgreSQL walks the sales index for a block of several categories (migration 0009).
      expected: { sqlite: ['goods_category_top'], postgres: ['goods_category_top', 'goods_sales'] },
      inOrder: false,
    },
    {
      name: 'themed floors by sales (行家优选)',
      screen: 'storefront',
      run: (services) => services.themed.generalSections(inputs.generalNavigationId),
      pick: listing,
      expected: both(['goods_category_top']),
      inOrder: false,
    },
    {
      name: 'themed floors by stock (清仓特卖)',
      screen: 'storefront',
      run: (services) => services.themed.clearanceSections(inputs.clearanceNavigationId),
      pick: listing,
      expected: both(CATEGORY_INDEXES),
      inOrder: false,
    },
    {
      name: 'console: out-of-stock card',
      screen: 'console',
      run: (services) => services.todo.todo(COMMAND_LINE),
      pick: (text) => /"inventory" <= /.test(text),
      expected: both([OUT_OF_STOCK_INDEX]),
      inOrder: false,
    },
  ];
  return cases;
}

/** The navigation items of the themed pages the cases open (the demo seed's). */
async function navigationOf(backend: Backend, url: string): Promise<number> {
  const row = await backend.connection.db
    .selectFrom('navigation')
    .select('id')
    .where('url', '=', url)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new Error(`no navigation item ${url}`);
  return row.id;
}

/**
 * Refreshes the statistics with `analyze` (an index took over only once they were fresh), runs each
 * case's service on a recording view of the database and explains the queries it picked.
 */
export async function checkPlans(backend: Backend, categoryId: number): Promise<PlanRow[]> {
  const { connection } = backend;
  // On PostgreSQL only the tables these queries read: the database may hold other schemas (the tests').
  if (connection.dialect === 'postgres') await sql`analyze goods, goods_search, category`.execute(connection.db);
  else await sql`analyze`.execute(connection.db);
  const recording = recordingDb(connection.db);
  const services = createServices({ ...backend.deps, db: recording.db });
  const cases = planCases({
    categoryId,
    generalNavigationId: await navigationOf(backend, '/home/hyyx'),
    clearanceNavigationId: await navigationOf(backend, '/home/qctm'),
  });
  const rows: PlanRow[] = [];
  for (const each of cases) {
    recording.queries.length = 0;
    await each.run(services);
    const picked = recording.queries.filter((query) => each.pick(query.sql));
    const plans: QueryPlan[] = [];
    for (const query of picked) plans.push(await explain(connection, query));
    rows.push(summarise(each, plans, connection.dialect));
  }
  return rows;
}

const SORT_RANK: Record<PlanSort, number> = { none: 0, ties: 1, all: 2 };

function summarise(each: PlanCase, plans: QueryPlan[], dialect: Dialect): PlanRow {
  const expected = each.expected[dialect];
  const used = new Map<string, number>();
  for (const plan of plans) for (const index of new Set(plan.indexes)) used.set(index, (used.get(index) ?? 0) + 1);
  const sort = plans.reduce<PlanSort>(
    (worst, plan) => (SORT_RANK[plan.sort] > SORT_RANK[worst] ? plan.sort : worst),
    'none',
  );
  const ok =
    plans.length > 0 &&
    plans.every((plan) => plan.indexes.some((index) => expected.includes(index))) &&
    (each.screen === 'console' || !used.has(OUT_OF_STOCK_INDEX)) &&
    (!each.inOrder || sort !== 'all');
  return {
    name: each.name,
    screen: each.screen,
    queries: plans.length,
    indexes: [...used].map(([index, count]) => (plans.length > 1 ? `${index} ×${count}` : index)),
    sort,
    fullScans: [...new Set(plans.flatMap((plan) => plan.fullScans))],
    expected,
    ok,
  };
}
