import type {
  Ad,
  ArticleGroup,
  CategoryNode,
  NavigationBlock,
  NavigationItem,
  SearchKeyword,
} from '../../../common/areas/storefront/storefront.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/messages.ts';
import { categorySubtrees, goodsListItems, toGoodsListItem } from '../catalogue/index.ts';
import { localName } from '../../services/local-name.ts';
import type { Deps } from '../../services/deps.ts';
import { readStorefrontVersions } from './storefront-version.ts';
import { companyPricing, withinCatalogue, type CompanyPricing } from '../company-prices/index.ts';

const BLOCK_TAB_GOODS = 10;
const BLOCK_GOODS = 5;
const STAPLES_GOODS = 10;

/** The storefront's reference data and the home page's goods blocks. */
export function storefrontService({ db, clock }: Deps) {
  async function categoryTree(locale: Locale = DEFAULT_LOCALE): Promise<CategoryNode[]> {
    const rows = await db.selectFrom('category').selectAll().orderBy('level').orderBy('sort').orderBy('id').execute();
    const nodes = new Map<number, CategoryNode>();
    const roots: CategoryNode[] = [];
    for (const row of rows) {
      const node: CategoryNode = {
        id: row.id,
        categoryName: localName(locale, row),
        smallIcon: row.small_icon,
        smallIcont: row.small_icon_hover,
        children: [],
      };
      nodes.set(row.id, node);
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  /**
   * What the buyer's company sees differently, read once per request; null for a visitor (no
   * query at all) and for a company without prices or catalogue, which then take the visitor's path.
   */
  const pricingOf = (companyId: number | undefined) =>
    companyId === undefined ? Promise.resolve(null) : companyPricing(db, companyId, clock.now());

  /** On-sale goods at the company's prices, only its catalogue's when it has one. */
  const shownGoods = (pricing: CompanyPricing | null) => withinCatalogue(goodsListItems(db, pricing), pricing);

  async function topGoods(
    pricing: CompanyPricing | null,
    categoryIds: number[],
    limit: number,
  ): Promise<GoodsListItem[]> {
    if (categoryIds.length === 0) return [];
    const rows = await shownGoods(pricing)
      .where('goods.category_id', 'in', categoryIds)
      .orderBy('goods.sale_count', 'desc')
      .orderBy('goods.id')
      .limit(limit)
      .execute();
    return rows.map(toGoodsListItem);
  }

  return {
    categoryTree,

    /**
     * The numbers migrations 0021 and 0024 move, in one read: the web compares them to tell whether
     * what it keeps is current, once per page.
     */
    versions: () => readStorefrontVersions(db),

    /** Each shown in the caller's language; `keyword` is the term searched, as the goods are named. */
    async searchKeywords(locale: Locale = DEFAULT_LOCALE): Promise<SearchKeyword[]> {
      const rows = await db
        .selectFrom('search_keyword')
        .select(['id', 'name', 'name_en'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: localName(locale, row), keyword: row.name }));
    },

    async navigation(locale: Locale = DEFAULT_LOCALE): Promise<NavigationItem[]> {
      const rows = await db
        .selectFrom('navigation')
        .select(['id', 'name', 'name_en', 'url'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: localName(locale, row), url: row.url }));
    },

    /** Ads of one placement, for the home page (no navigation) or a themed page. */
    async ads(navigationId: number | undefined, placement: string): Promise<Ad[]> {
      let query = db
        .selectFrom('ad')
        .select(['id', 'image', 'url', 'title'])
        .where('placement', '=', placement)
        .orderBy('sort')
        .orderBy('id');
      query =
        navigationId === undefined
          ? query.where('navigation_id', 'is', null)
          : query.where('navigation_id', '=', navigationId);
      return query.execute();
    },

    /** The help articles by group in the caller's language (an article without English shows its Chinese). */
    async articleGroups(locale: Locale = DEFAULT_LOCALE): Promise<ArticleGroup[]> {
      const groups = await db.selectFrom('article_group').selectAll().orderBy('sort').orderBy('id').execute();
      const articles = await db
        .selectFrom('article')
        .select(['id', 'group_id', 'title', 'title_en', 'content', 'content_en', 'image'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const english = locale === 'en';
      return groups.map((group) => ({
        id: group.id,
        name: localName(locale, group),
        articleList: articles
          .filter((article) => article.group_id === group.id)
          .map((article) => ({
            id: article.id,
            title: english && article.title_en ? article.title_en : article.title,
            content: english && article.title_en && article.content_en ? article.content_en : article.content,
            image: article.image,
          })),
      }));
    },

    /**
     * Home page blocks: one per navigation item marked for the home page, with a goods tab per
     * category. `companyId` is the buyer's company, if a buyer asks: its prices and catalogue apply.
     */
    async homeNavigationBlocks(locale: Locale = DEFAULT_LOCALE, companyId?: number): Promise<NavigationBlock[]> {
      const pricing = await pricingOf(companyId);
      const navigations = await db
        .selectFrom('navigation')
        .select(['id', 'name', 'name_en', 'image'])
        .where('home_block', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const subtreeOf = await categorySubtrees(db);
      return Promise.all(
        navigations.map(async (navigation) => {
          const categories = await db
            .selectFrom('navigation_category')
            .innerJoin('category', 'category.id', 'navigation_category.category_id')
            .select(['category.id', 'category.name', 'category.name_en'])
            .where('navigation_category.navigation_id', '=', navigation.id)
            .orderBy('navigation_category.sort')
            .execute();
          const categoryGoodsList = await Promise.all(
            categories.map(async (category) => ({
              categoryId: category.id,
              categoryName: localName(locale, category),
              goodsList: await topGoods(pricing, subtreeOf(category.id), BLOCK_TAB_GOODS),
            })),
          );
          const allIds = categories.flatMap((category) => subtreeOf(category.id));
          return {
            id: navigation.id,
            navigationName: localName(locale, navigation),
            navigationImage: navigation.image,
            categoryGoodsList,
            goodsList: await topGoods(pricing, allIds, BLOCK_GOODS),
          };
        }),
      );
    },

    /** 'Corporate staples': the goods companies reorder most, at the buyer's company's prices. */
    async staplesGoods(companyId?: number): Promise<GoodsListItem[]> {
      const rows = await shownGoods(await pricingOf(companyId))
        .orderBy('goods.sale_count', 'desc')
        .orderBy('goods.id')
        .limit(STAPLES_GOODS)
        .execute();
      return rows.map(toGoodsListItem);
    },
  };
}
