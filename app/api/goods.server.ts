import { getLocale } from '../i18n/middleware.server.ts';
import type { Page } from '../../contract/envelope.ts';
import { cachedListFilters } from '../lib/reference-cache.server.ts';
import { request, type CallContext } from './request.server.ts';
import type { GoodsListItem } from './storefront.server.ts';

export interface ParameterList {
  categoryDictionary: string;
  categoryPath: { id: number; name: string }[];
  parameterGroupId: number;
  threeCategoryList: { id: number; name: string }[];
  productParameterList: { name: string; valueList: string[] }[];
}

export interface BrandList {
  firstLetterList: string[];
  goodsBrandList: { id: number; name: string; letter: string }[];
}

export interface CategoryPage {
  id: number;
  title: string;
  list: { id: number; name: string }[];
  titleT: string;
  titleTId: number | null;
  cateThree: { id: number; name: string; image: string }[];
}

/** Query names as on the wire and in the web's goods-list URLs (DESIGN.md). */
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

export const goodsApi = {
  page: (ctx: CallContext, query: GoodsPageParams) =>
    request<Page<GoodsListItem>>(ctx, { path: 'rest/goodsall/page', query }),
  parameterList: (ctx: CallContext, categoryId: number) =>
    // Category names come in the caller's language, so each language is kept apart.
    cachedListFilters(`parameters\n${categoryId}\n${getLocale(ctx.context)}`, () =>
      request<ParameterList>(ctx, { path: 'rest/goodscategory/parameterList', query: { categoryId } }),
    ),
  brands: (ctx: CallContext, categoryId?: number, keyword?: string) =>
    cachedListFilters(`brands\n${categoryId ?? ''}\n${keyword ?? ''}`, () =>
      request<BrandList>(ctx, { path: 'rest/brand/list', query: { categoryId, keyword } }),
    ),
  twoList: (ctx: CallContext, id: number) =>
    request<CategoryPage>(ctx, { path: 'rest/goodscategory/twoList', query: { id } }),
};

/** SPEC §3 'Goods (detail)'. */
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
  sendPeriod: string;
  goodsModel: string;
  surfaceTreatment: string;
  packagingSpec: string;
  deliveryMethods: string;
  onSale: number;
  categoryName: string;
  brand: string;
  brandImage: string;
  brandDesc: string;
  mainImageList: string[];
  parameterList: { name: string; tag: string }[];
  jpRecommendList: GoodsListItem[];
  xtGoodsList: GoodsListItem[];
}

export const goodsDetailApi = {
  detail: (ctx: CallContext, id: number) => request<GoodsDetail>(ctx, { path: `rest/goods/detail/${id}` }),
  favourite: (ctx: CallContext, goodsId: number) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/add', body: { goodsId } }),
};
