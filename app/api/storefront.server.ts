import { getLocale } from '../i18n/middleware.server.ts';
import { cachedReference } from '../lib/reference-cache.server.ts';
import { request, type CallContext } from './request.server.ts';

export interface GoodsListItem {
  id: number;
  goodsName: string;
  goodsImage: string;
  desc: string;
  salePrice: number;
  quantity: number;
  /** The unit of the minimum (个, 套…); lists from another backend may leave it out. */
  unit?: string;
}

export interface CategoryNode {
  id: number;
  categoryName: string;
  smallIcon: string;
  smallIcont: string;
  children: CategoryNode[];
}

export interface NavigationItem {
  id: number;
  name: string;
  url: string;
}

export interface Ad {
  id: number;
  image: string;
  url: string;
  title: string;
}

export interface ArticleGroup {
  id: number;
  name: string;
  articleList: { id: number; title: string; content: string; image: string }[];
}

export interface NavigationBlock {
  id: number;
  navigationName: string;
  navigationImage: string;
  categoryGoodsList: { categoryId: number; categoryName: string; goodsList: GoodsListItem[] }[];
  goodsList: GoodsListItem[];
}

export const storefrontApi = {
  searchKeywords: (ctx: CallContext) =>
    cachedReference('keywords', () => request<{ id: number; name: string }[]>(ctx, { path: 'rest/searchkwd/list' })),
  ads: (ctx: CallContext, query: { navigationId?: number; placement?: 'carousel' | 'staples' | 'promo' } = {}) =>
    request<Ad[]>(ctx, { path: 'rest/ad/list', query }),
  navigation: (ctx: CallContext) =>
    cachedReference(`navigation\n${getLocale(ctx.context)}`, () =>
      request<NavigationItem[]>(ctx, { path: 'rest/navigation/list' }),
    ),
  categories: (ctx: CallContext) =>
    cachedReference(`categories\n${getLocale(ctx.context)}`, () =>
      request<CategoryNode[]>(ctx, { path: 'rest/goodscategory/list' }),
    ),
  articles: (ctx: CallContext) =>
    cachedReference('articles', () => request<ArticleGroup[]>(ctx, { path: 'rest/article/list' })),
  homeBlocks: (ctx: CallContext) => request<NavigationBlock[]>(ctx, { path: 'rest/home/nav/goods/list' }),
  staples: (ctx: CallContext) => request<GoodsListItem[]>(ctx, { path: 'rest/home/corp/goods/list' }),
};
