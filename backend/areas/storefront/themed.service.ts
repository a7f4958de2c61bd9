import { sql } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import {
  themeOfUrl,
  type CategorySection,
  type InfoGoodsQuery,
  type LabelGoodsQuery,
} from '../../../common/areas/storefront/themed.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/messages.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { Caller } from '../../caller.ts';
import { notFound } from '../../errors.ts';
import { goodsListItems, navigationCategories, navigationSubtree, toGoodsListItem } from '../catalogue/index.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import {
  companyPricing,
  companySalePrice,
  hasOwnPrices,
  withinCatalogue,
  type CompanyPricing,
} from '../company-prices/index.ts';

/** Goods per category section of a themed page. */
const SECTION_GOODS = 10;
/** How many goods the repurchase zone (复购专区) offers. */
const REPURCHASE_GOODS = 10;

/**
 * How a section orders its goods. 'sales': the best sellers first (行家优选, 集团采购).
 * 'clearance': 清仓特卖 clears stock, so the goods the shop holds most of come first,
 * the cheaper first among equals.
 */
type SectionOrder = 'sales' | 'clearance';

/** The navigation-themed pages' lists (SPEC §2, §7): rest/hyyx, qctm, corp, info and lable. */
export function themedService({ db, clock }: Deps) {
  /**
   * What the buyer's company sees differently, read once per request; null for a visitor (no
   * query at all) and for a company without prices or catalogue, which take the visitor's path.
   */
  const pricingOf = (companyId: number | undefined) =>
    companyId === undefined ? Promise.resolve(null) : companyPricing(db, companyId, clock.now());

  /** On-sale goods at the company's prices, only its catalogue's when it has one. */
  const shownGoods = (pricing: CompanyPricing | null) => withinCatalogue(goodsListItems(db, pricing), pricing);

  /** Only a navigation item with a themed page is an answer; an unknown one or 首页 is 10040. */
  async function requireThemed(navigationId: number) {
    const navigation = await db
      .selectFrom('navigation')
      .select(['id', 'url'])
      .where('id', '=', navigationId)
      .executeTakeFirst();
    if (!navigation || !themeOfUrl(navigation.url)) throw notFound();
  }

  /** One section per linked category: its goods and those of the categories below it. */
  async function sections(
    navigationId: number,
    order: SectionOrder,
    locale: Locale,
    companyId: number | undefined,
  ): Promise<CategorySection[]> {
    await requireThemed(navigationId);
    const pricing = await pricingOf(companyId);
    const categories = await navigationCategories(db, navigationId, locale);
    return Promise.all(
      categories.map(async (category) => {
        let query = shownGoods(pricing).where('goods.category_id', 'in', category.subtree);
        query =
          order === 'sales'
            ? query.orderBy('goods.sale_count', 'desc')
            : // The cheaper for this buyer: a company's own price where it has one.
              query
                .orderBy('goods.inventory', 'desc')
                .orderBy(hasOwnPrices(pricing) ? companySalePrice(pricing) : sql.ref('goods.sale_price'), 'asc');
        const rows = await query.orderBy('goods.id').limit(SECTION_GOODS).execute();
        return { categoryId: category.id, categoryName: category.name, goodsList: rows.map(toGoodsListItem) };
      }),
    );
  }

  /** A page of the goods of a themed navigation item's categories, best sellers first. */
  async function navigationGoods(
    navigationId: number,
    page: number,
    limit: number,
    companyId: number | undefined,
  ): Promise<Page<GoodsListItem>> {
    await requireThemed(navigationId);
    const ids = await navigationSubtree(db, navigationId);
    if (ids.length === 0) return { list: [], total: 0 };
    const base = shownGoods(await pricingOf(companyId)).where('goods.category_id', 'in', ids);
    const { rows, total } = await onePage(base.orderBy('goods.sale_count', 'desc').orderBy('goods.id'), base, {
      page,
      limit,
    });
    return { list: rows.map(toGoodsListItem), total: total };
  }

  return {
    /** rest/hyyx/nav/goods/list: general navigation goods, per linked category. */
    generalSections: (navigationId: number, locale: Locale = DEFAULT_LOCALE, companyId?: number) =>
      sections(navigationId, 'sales', locale, companyId),

    /** rest/qctm/nav/goods/list: clearance sale, per linked category. */
    clearanceSections: (navigationId: number, locale: Locale = DEFAULT_LOCALE, companyId?: number) =>
      sections(navigationId, 'clearance', locale, companyId),

    /** rest/corp/nav/goods/list: corporate purchase, per linked category. */
    corporateSections: (navigationId: number, locale: Locale = DEFAULT_LOCALE, companyId?: number) =>
      sections(navigationId, 'sales', locale, companyId),

    /**
     * rest/corp/fgzq/goods/list, the repurchase zone (复购专区): what the company is likely
     * to buy again — the distinct goods of its past orders, the most recently ordered first
     * (decision records 0002 and 0007; cancelled orders bought nothing, so they do not count).
     * Fewer than 10 are filled up with the best sellers of the navigation's categories (of the
     * whole shop when no navigation is named). Only goods still on sale are offered.
     */
    async repurchase(caller: Caller, navigationId: number | undefined): Promise<GoodsListItem[]> {
      if (navigationId !== undefined) await requireThemed(navigationId);
      const pricing = await pricingOf(caller.companyId);
      const ordered = await shownGoods(pricing)
        .innerJoin('order_item', 'order_item.goods_id', 'goods.id')
        .innerJoin('orders', 'orders.id', 'order_item.order_id')
        .where('orders.company_id', '=', caller.companyId)
        .where('orders.order_status', '!=', OrderStatus.cancelled)
        // goods.id is the key, so both databases accept the goods' other columns ungrouped; the
        // company's price row in force is one per goods, so grouping by it too changes nothing.
        .groupBy(hasOwnPrices(pricing) ? [sql.ref('goods.id'), sql.ref('cp.price')] : [sql.ref('goods.id')])
        .orderBy((eb) => eb.fn.max('orders.created_at'), 'desc')
        .orderBy((eb) => eb.fn.max('orders.id'), 'desc')
        // Goods of one order tie: their id decides, so the zone reads the same every time.
        .orderBy('goods.id')
        .limit(REPURCHASE_GOODS)
        .execute();
      const wanted = REPURCHASE_GOODS - ordered.length;
      if (wanted === 0) return ordered.map(toGoodsListItem);
      let fillers = shownGoods(pricing);
      if (navigationId !== undefined) {
        const ids = await navigationSubtree(db, navigationId);
        if (ids.length === 0) return ordered.map(toGoodsListItem);
        fillers = fillers.where('goods.category_id', 'in', ids);
      }
      // Kysely cannot spell an empty 'not in' list, so only with goods to leave out.
      const leaveOut = ordered.map((row) => row.id);
      if (leaveOut.length > 0) fillers = fillers.where('goods.id', 'not in', leaveOut);
      const best = await fillers.orderBy('goods.sale_count', 'desc').orderBy('goods.id').limit(wanted).execute();
      return [...ordered, ...best].map(toGoodsListItem);
    },

    /** rest/info/goods/list: the goods featured beside the content news. */
    infoGoods: (query: InfoGoodsQuery, companyId?: number) =>
      navigationGoods(query.navigationId, query.page, query.limit, companyId),

    /** rest/lable/goods/list: a label is a themed navigation item; its goods, paged. */
    labelGoods: (query: LabelGoodsQuery, companyId?: number) =>
      navigationGoods(query.lableId, query.page, query.limit, companyId),
  };
}
