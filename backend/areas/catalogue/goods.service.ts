import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import type { GoodsPageQuery } from '../../../common/areas/catalogue/goods.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { categorySubtree, navigationSubtree } from './category.service.ts';
import type { Deps } from '../../services/deps.ts';
import type { Database } from '../../db/types.ts';
import { keywordPageRows, WALK } from './keyword-page.ts';
import { countMatches, holdsKeyword, matchesKeyword } from '../../search/search-index.ts';
import { parseKeyword, type SearchQuery } from '../../search/search-tokens.ts';
import { goodsListItems, toGoodsListItem, type GoodsRow } from './goods-list-item.ts';
import {
  companyPriceInForce,
  companyPricing,
  companyPriced as companyPricedGoods,
  hasOwnPrices,
  noCompanyPrice,
  withinCatalogue,
  type CompanyPricing,
} from '../company-prices/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter only adds conditions, whatever is selected
type GoodsQuery = SelectQueryBuilder<Database, 'goods', any>;
type Narrow = (query: GoodsQuery) => GoodsQuery;

/** Goods lists: keyword search, category, brand, parameter and price filters, the four sorts, paging. */
export function goodsService({ db, dialect, clock }: Deps) {
  /**
   * How the company's rows (at most its price list's size, walked in price order) check a keyword.
   * When the keyword finds many goods, a page fills within the first few rows, so each is looked
   * up in the search index (SQLite's holdsKeyword); listing the goods found first would read tens
   * of thousands of them. A rare keyword lists its few goods once instead. PostgreSQL's planner
   * chooses between the two by itself.
   */
  async function companyKeyword(search: SearchQuery, wanted: number, known: number | undefined, others: Narrow) {
    const listed: Narrow = (goods) => others(goods.where(matchesKeyword(dialect, search)));
    if (dialect !== 'sqlite') return listed;
    const [found, all] = await Promise.all([
      known ?? countMatches(db, dialect, search),
      db.selectFrom('goods_total').select('on_sale').where('id', '=', 1).executeTakeFirstOrThrow(),
    ]);
    const walked = (wanted * Number(all.on_sale)) / Math.max(1, found);
    if (walked > WALK.lookUpEach) return listed;
    const each: Narrow = (goods) => others(goods.where(holdsKeyword(search)));
    return each;
  }

  /**
   * A page for a company with prices of its own, sorted by price or filtered by it. The price a
   * company pays is one of two columns, and no index holds their coalesce; so two index-driven
   * branches each read their first offset + limit goods: (a) the goods without a company price in
   * force, by goods.sale_price (index goods_price), and (b) the company's priced goods, by
   * company_price_sorted (company_id, price, goods_id). Their union in the same order holds the
   * page. Each goods is in exactly one branch; the total is counted apart (mergedTotal), or is the
   * visitor's when only the order differs.
   */
  async function mergedPage(
    query: GoodsPageQuery,
    pricing: CompanyPricing,
    narrow: Narrow,
    /** The same narrowing for the company's rows: a keyword may be checked per row there (companyKeyword). */
    company: { narrow: Narrow; first: boolean },
    keyword: { search: SearchQuery; total: number } | null,
    /** 'narrowed': filters other than the keyword leave few goods, counted in one pass with their price. */
    counted: 'branches' | 'narrowed' | 'known',
    knownTotal: number,
  ): Promise<Page<GoodsListItem>> {
    const offset = (query.page - 1) * query.limit;
    const wanted = offset + query.limit;
    const direction = query.isAsc ? 'asc' : 'desc';
    const byPrice = query.orderName === 'sale_price';
    const range = query.startPrice !== undefined && query.endPrice !== undefined;
    const low = query.startPrice ?? 0;
    const high = query.endPrice ?? 0;

    /** The company's rows in force joined to their goods on sale, narrowed: index company_price_sorted. */
    const companyRows = () =>
      company.narrow(
        (company.first
          ? // SQLite takes a cross join's tables in the order written: the company's rows first, by
            // company_price_sorted, each checked against the keyword's goods listed once. Left to itself
            // it starts from those goods, thousands of them, and sorts; the unary plus keeps it from
            // carrying the keyword's list over to cp.goods_id, which would do the same.
            db
              .selectFrom('company_price as cp')
              .crossJoin('goods')
              .where(sql<boolean>`goods.id = +cp.goods_id`)
          : db.selectFrom('company_price as cp').innerJoin('goods', 'goods.id', 'cp.goods_id')
        )
          .where('cp.company_id', '=', pricing.companyId)
          .where('cp.valid_from', '<=', pricing.now)
          .where('cp.valid_to', '>', pricing.now)
          .where('goods.on_sale', '=', 1) as unknown as GoodsQuery,
      );
    // (b) At the company's price.
    const companyPriced = () =>
      range ? companyRows().where(sql<boolean>`cp.price >= ${low} and cp.price <= ${high}`) : companyRows();
    /**
     * The page's total: the visitor's count (with a price range, an index range on goods_price), less
     * its goods the company has a price of its own for, plus the company's goods whose own price is
     * in the range; those two read the company's rows once and their goods by primary key. Without
     * a range the company's prices move no goods in or out: the visitor's count is the total.
     */
    const mergedTotal = async () => {
      const all = narrow(db.selectFrom('goods').where('goods.on_sale', '=', 1));
      if (!range) return count(all);
      if (counted === 'narrowed') {
        // A category's or brand's goods: each one's price in force, probed by index, against the range.
        const priced = await all
          .leftJoin('company_price as cp', (join) => join.on(companyPriceInForce(pricing)))
          .select(
            sql<number>`sum(case when coalesce(cp.price, goods.sale_price) >= ${low}
              and coalesce(cp.price, goods.sale_price) <= ${high} then 1 else 0 end)`.as('total'),
          )
          .executeTakeFirstOrThrow();
        return Number(priced.total ?? 0);
      }
      const listRange = all.where('goods.sale_price', '>=', low).where('goods.sale_price', '<=', high);
      const [whole, atList, atOwn] = await Promise.all([
        count(listRange),
        count(listRange.where(companyPricedGoods(pricing, dialect))),
        count(all.where(companyPricedGoods(pricing, dialect, { low, high }))),
      ]);
      return whole - atList + atOwn;
    };
    const count = (branch: GoodsQuery) =>
      branch
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.total));

    const sortKey = sql.ref(`goods.${query.orderName}`);
    const pageA = keyword
      ? keywordPageRows(db, dialect, {
          search: keyword.search,
          total: keyword.total,
          orderName: query.orderName,
          isAsc: query.isAsc,
          offset: 0,
          limit: wanted,
          also: noCompanyPrice(pricing),
          withSortKey: true,
        })
      : narrow(goodsListItems(db).where(noCompanyPrice(pricing)))
          .$call((branch) =>
            range ? branch.where('goods.sale_price', '>=', low).where('goods.sale_price', '<=', high) : branch,
          )
          .select(sortKey.as('sort_key'))
          .orderBy(sortKey, direction)
          .orderBy('goods.id', direction)
          .limit(wanted)
          .execute();
    const pageB = companyPriced()
      .select([
        'goods.id',
        'goods.goods_name',
        'goods.goods_image',
        'goods.description',
        'goods.quantity',
        'goods.unit',
        'goods.inventory',
        sql<number>`cp.price`.as('sale_price'),
        sql<number>`cp.price`.as('company_price'),
        'goods.sale_price as list_price',
        (byPrice ? sql<number>`cp.price` : sortKey).as('sort_key'),
      ])
      .orderBy(byPrice ? sql`cp.price` : sortKey, direction)
      .orderBy(byPrice ? sql`cp.goods_id` : sql`goods.id`, direction)
      .limit(wanted)
      .execute();
    const [a, b, total] = await Promise.all([
      pageA,
      pageB,
      counted !== 'known' ? mergedTotal() : Promise.resolve(knownTotal),
    ]);
    const sign = query.isAsc ? 1 : -1;
    const rows = [...(a as (GoodsRow & { sort_key: number })[]), ...(b as (GoodsRow & { sort_key: number })[])]
      .map((row) => ({ ...row, sort_key: Number(row.sort_key) }))
      .sort((x, y) => sign * (x.sort_key - y.sort_key || x.id - y.id))
      .slice(offset, wanted);
    return { list: rows.map(toGoodsListItem), total };
  }

  return {
    /**
     * One page of goods. `companyId` is the buyer's company, if a buyer asks: a company with prices
     * of its own (协议价) sees, sorts and filters by them, and one with a catalogue sees only its
     * goods; anyone else (a visitor, another company) takes the list-price path unchanged.
     */
    async page(query: GoodsPageQuery, companyId?: number): Promise<Page<GoodsListItem>> {
      const pricing = companyId === undefined ? null : await companyPricing(db, companyId, clock.now());
      let base = goodsListItems(db, pricing);
      const keyword = query.keyword ?? query.goodsName;
      const search = keyword ? parseKeyword(keyword) : null;
      if (keyword && !search) return { list: [], total: 0 };
      const narrowers: Narrow[] = [];
      const narrowBy = (narrow: Narrow) => {
        narrowers.push(narrow);
        base = narrow(base);
      };
      if (search) base = base.where(matchesKeyword(dialect, search));
      /** Whether anything besides the keyword narrows the list. */
      let narrowed = false;
      if (query.categoryId !== undefined) {
        narrowed = true;
        const ids = await categorySubtree(db, query.categoryId);
        narrowBy((goods) => goods.where('goods.category_id', 'in', ids));
      }
      if (query.navigationId !== undefined) {
        // A navigation item that links no categories (or does not exist) has no goods.
        const ids = await navigationSubtree(db, query.navigationId);
        if (ids.length === 0) return { list: [], total: 0 };
        narrowed = true;
        narrowBy((goods) => goods.where('goods.category_id', 'in', ids));
      }
      if (query.brandId !== undefined) {
        narrowed = true;
        const brandId = query.brandId;
        narrowBy((goods) => goods.where('goods.brand_id', '=', brandId));
      }
      for (const filter of query.categoryParam) {
        narrowed = true;
        narrowBy((goods) =>
          goods.where((eb) =>
            eb.exists(
              eb
                .selectFrom('goods_parameter')
                .select('goods_parameter.id')
                .whereRef('goods_parameter.goods_id', '=', 'goods.id')
                .where('goods_parameter.name', '=', filter.name)
                .where('goods_parameter.tag', '=', filter.tag),
            ),
          ),
        );
      }
      if (pricing?.hasCatalogue) {
        // A catalogue company's lists hold its goods only: counted, never the shop's total.
        narrowed = true;
        narrowBy((goods) => withinCatalogue(goods, pricing));
      }
      const priceRange = query.startPrice !== undefined && query.endPrice !== undefined;
      const offset = (query.page - 1) * query.limit;

      if (hasOwnPrices(pricing) && (query.orderName === 'sale_price' || priceRange)) {
        const others: Narrow = (goods) => narrowers.reduce((each, next) => next(each), goods);
        const narrow: Narrow = search ? (goods) => others(goods.where(matchesKeyword(dialect, search))) : others;
        // Sorting alone keeps the keyword's goods: the index counts them, and branch (a) may walk (keyword-page.ts).
        const keywordTotal = search && !narrowed ? await countMatches(db, dialect, search) : undefined;
        if (keywordTotal === 0 || (keywordTotal !== undefined && !priceRange && offset >= keywordTotal))
          return { list: [], total: keywordTotal };
        const company = {
          narrow: search ? await companyKeyword(search, offset + query.limit, keywordTotal, others) : others,
          first: search !== null && dialect === 'sqlite',
        };
        if (priceRange || narrowed) {
          return mergedPage(query, pricing, narrow, company, null, narrowed ? 'narrowed' : 'branches', 0);
        }
        if (search) {
          const total = keywordTotal!;
          return mergedPage(query, pricing, narrow, company, { search, total }, 'known', total);
        }
        const all = await db.selectFrom('goods_total').select('on_sale').where('id', '=', 1).executeTakeFirstOrThrow();
        return mergedPage(query, pricing, narrow, company, null, 'known', Number(all.on_sale));
      }

      if (priceRange) {
        narrowed = true;
        base = base.where('goods.sale_price', '>=', query.startPrice!).where('goods.sale_price', '<=', query.endPrice!);
      }

      if (search && !narrowed) {
        // The index holds exactly the goods on sale: it alone counts them, without reading a goods row.
        const total = await countMatches(db, dialect, search);
        if (total === 0 || offset >= total) return { list: [], total };
        const { orderName, isAsc, limit } = query;
        const rows = await keywordPageRows(db, dialect, { search, total, orderName, isAsc, offset, limit, pricing });
        return { list: rows.map(toGoodsListItem), total };
      }

      const direction = query.isAsc ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        base
          .orderBy(`goods.${query.orderName}`, direction)
          .orderBy('goods.id', direction)
          .limit(query.limit)
          .offset(offset)
          .execute(),
        // All goods on sale are counted by triggers (migration 0009), not row by row on every page.
        search || narrowed
          ? base
              .clearSelect()
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          : db.selectFrom('goods_total').select('on_sale as total').where('id', '=', 1).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toGoodsListItem), total: Number(counted.total) };
    },
  };
}
