import { sql, type RawBuilder } from 'kysely';
import type { GoodsSort } from '../../../common/areas/catalogue/goods.ts';
import type { Dialect } from '../../db/connect.ts';
import type { Db } from '../../db/types.ts';
import { holdsKeyword, matchesKeyword } from '../../search/search-index.ts';
import type { SearchQuery } from '../../search/search-tokens.ts';
import { rawPriceColumns, type CompanyPricing } from '../company-prices/index.ts';
import { goodsListItems, type GoodsRow } from './goods-list-item.ts';

/** The index of each sort (migrations 0001 and 0005); each also orders by goods id, the rowid it ends with. */
const SORT_INDEX: Record<GoodsSort, string> = {
  update_date: 'goods_update',
  browse_count: 'goods_browse',
  sale_count: 'goods_sales',
  sale_price: 'goods_price',
};

/**
 * How many goods a walk down a sort index may read to fill a page. Looking each
 * one up in the search index costs some microseconds (SQLite), so only short walks
 * do that; longer ones list the keyword's goods once and check against the list;
 * past that, the goods found are read and sorted. PostgreSQL's planner walks by
 * itself where it expects many matches; past its bound it is told to read the
 * goods found first, as it misjudges codes and long phrases.
 */
export const WALK = { lookUpEach: 250, checkAgainstList: 20_000, plannerWalks: 1_000 };

export interface KeywordPage {
  search: SearchQuery;
  /** Goods the keyword finds (from the index). */
  total: number;
  orderName: GoodsSort;
  isAsc: boolean;
  offset: number;
  limit: number;
  /** The buyer's company prices, shown beside (not sorted by) the list price: sorting by price is goods.service's merge. */
  pricing?: CompanyPricing | null;
  /** One more condition on the goods (the merge's 'no company price in force'). */
  also?: RawBuilder<boolean>;
  /** Selects the sort column as `sort_key`, for the merge to order two branches' rows. */
  withSortKey?: boolean;
}

/**
 * About how many goods a walk down the sort index reads before the page is full:
 * the goods found are spread through any sort order, one in every (goods ÷ found).
 */
async function walkLength(db: Db, page: KeywordPage): Promise<number> {
  const newest = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  // Ids are dense: the highest is about the number of goods.
  return ((page.offset + page.limit) * Number(newest?.id ?? 0)) / Math.max(1, page.total);
}

/**
 * One page of a keyword search that nothing else narrows. Goods found in thousands
 * fill a page within the first few hundred goods of the sort order, so walking the
 * sort index beats reading every goods found and sorting them; SQLite's planner
 * never walks for a full-text match on its own, hence `indexed by`.
 */
export async function keywordPageRows(
  db: Db,
  dialect: Dialect,
  page: KeywordPage,
): Promise<(GoodsRow & { sort_key?: number })[]> {
  const walked = await walkLength(db, page);
  const direction = page.isAsc ? 'asc' : 'desc';
  const sortColumn = sql.ref(`goods.${page.orderName}`);
  const also = page.also ?? sql<boolean>`1 = 1`;
  const sorted = (found: ReturnType<typeof matchesKeyword>) =>
    goodsListItems(db, page.pricing)
      .where(found)
      .$call((query) => (page.also ? query.where(page.also) : query))
      .$call((query) => (page.withSortKey ? query.select(sortColumn.as('sort_key')) : query))
      .orderBy(`goods.${page.orderName}`, direction)
      .orderBy('goods.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  if (dialect === 'postgres') {
    return sorted(matchesKeyword(dialect, page.search, { foundFirst: walked > WALK.plannerWalks }));
  }
  if (walked > WALK.checkAgainstList) return sorted(matchesKeyword(dialect, page.search));
  const found = walked <= WALK.lookUpEach ? holdsKeyword(page.search) : matchesKeyword(dialect, page.search);
  const prices = rawPriceColumns(page.pricing);
  const sortKey = page.withSortKey ? sql`, ${sortColumn} as sort_key` : sql``;
  const { rows } = await sql<GoodsRow>`select goods.id, goods.goods_name, goods.goods_image, goods.description,
      ${prices.columns}, goods.quantity, goods.unit, goods.inventory${sortKey}
    from goods indexed by ${sql.id(SORT_INDEX[page.orderName])} ${prices.join}
    where goods.on_sale = 1 and ${found}${page.also ? sql` and ${also}` : sql``}
    order by ${sql.ref(`goods.${page.orderName}`)} ${sql.raw(direction)}, goods.id ${sql.raw(direction)}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}
