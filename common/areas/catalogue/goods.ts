import { z } from 'zod';
import { GOODS_PAGE_SIZES, MAX_PAGE_SIZE } from '../../constants.ts';
import { message, type Locale, DEFAULT_LOCALE } from '../../messages.ts';
import { parseMoney } from '../../money.ts';
import { decodeParameterFilters } from './parameter-filters.ts';
import { optionalId, wholeOr } from '../../schemas/ids.ts';

/** Sort keys of SPEC §9; anything else falls back to the default, update date. */
export const GOODS_SORTS = ['update_date', 'browse_count', 'sale_count', 'sale_price'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** A goods list item of SPEC §3, as every goods list, block and section answers it. */
export interface GoodsListItem {
  id: number;
  goodsName: string;
  goodsImage: string;
  desc: string;
  salePrice: number;
  quantity: number;
  /** The unit of the minimum (个, 套…); lists from another backend may leave it out. */
  unit?: string;
  /** Stock now: 0 or less is out of stock (a mark, and no add to cart); lists from another backend may leave it out. */
  inventory?: number;
  /**
   * The list price, present only when `salePrice` is the buyer's company's own price (协议价): the
   * web marks such a price and shows the list price struck through beside it.
   */
  listPrice?: number;
}

/** A search keyword; a long one (a pasted title) is searched by its first 50 characters rather than dropped. */
export const searchText = z
  .string()
  .trim()
  .transform((text) => Array.from(text).slice(0, 50).join('').trim())
  .optional()
  .catch(undefined);

/** rest/goodsall/page and rest/goods/page (SPEC §7), shared by the web's goods-list URLs. */
export function goodsPageQuery(locale: Locale = DEFAULT_LOCALE) {
  const badPrice = message(locale, 'priceInvalid');
  const price = z
    .string({ error: badPrice })
    .optional()
    .refine((text) => text === undefined || (parseMoney(text) ?? -1) >= 0, { error: badPrice })
    .transform((text) => (text === undefined ? undefined : (parseMoney(text) as number)));
  return z
    .object({
      page: wholeOr(1, 1, 100_000),
      limit: wholeOr(GOODS_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
      orderName: z.enum(GOODS_SORTS).catch('update_date'),
      isAsc: z.preprocess((value) => value === 'true' || value === true, z.boolean()),
      keyword: searchText,
      goodsName: searchText,
      categoryId: optionalId,
      /** The goods of the categories a navigation item links to (the cgoods page, SPEC §2). */
      navigationId: optionalId,
      brandId: optionalId,
      startPrice: price,
      endPrice: price,
      categoryParam: z
        .string({ error: message(locale, 'filterInvalid') })
        .optional()
        .transform((text, ctx) => {
          if (text === undefined) return [];
          const filters = decodeParameterFilters(text);
          if (!filters) {
            ctx.addIssue({ code: 'custom', message: message(locale, 'filterInvalid') });
            return z.NEVER;
          }
          return filters;
        }),
    })
    .transform((query) => {
      // SPEC §5: the price range applies only when both ends are filled.
      const both = query.startPrice !== undefined && query.endPrice !== undefined;
      const [low, high] = both ? [query.startPrice!, query.endPrice!].sort((a, b) => a - b) : [undefined, undefined];
      return {
        ...query,
        startPrice: low,
        endPrice: high,
      };
    });
}
export type GoodsPageQuery = z.infer<ReturnType<typeof goodsPageQuery>>;

/** rest/goodsall/page's query names as on the wire and in the web's goods-list URLs (DESIGN.md), as text. */
export type GoodsPageParams = Partial<
  Record<
    | 'page'
    | 'limit'
    | 'orderName'
    | 'isAsc'
    | 'keyword'
    | 'categoryId'
    | 'navigationId'
    | 'brandId'
    | 'startPrice'
    | 'endPrice'
    | 'categoryParam',
    string
  >
>;

/** rest/goods/detail/{id}: SPEC §3 'Goods (detail)'. */
export interface GoodsDetail {
  id: number;
  goodsName: string;
  goodsCode: string;
  goodsNo: string;
  categoryId: number;
  brandId: number | null;
  salePrice: number;
  inventory: number;
  goodsWeight: string;
  goodsSpecs: string;
  goodsColor: string;
  goodsImage: string;
  thumbnail: string;
  content: string;
  unit: string;
  quantity: number;
  taxrate: string;
  largeAmount: number;
  littleAmount: number;
  /** 1 when `salePrice` is the buyer's company's own price (协议价), 0 when it is the list price. */
  enableCustomerPrice: number;
  /** The list price, present only when a company price applies (enableCustomerPrice 1). */
  listPrice?: number;
  sendPeriod: string;
  parameterGroupId: number;
  goodsModel: string;
  surfaceTreatment: string;
  packagingSpec: string;
  deliveryMethods: string;
  onSale: number;
  categoryName: string;
  /** The category's level (3 for goods). */
  depth: number;
  brand: string;
  brandImage: string;
  brandDesc: string;
  mainImageList: string[];
  parameterList: { name: string; tag: string }[];
  jpRecommendList: GoodsListItem[];
  xtGoodsList: GoodsListItem[];
}
