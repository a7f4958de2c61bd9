import { getLocale } from '../../i18n/middleware.server.ts';
import { storefrontReference } from '../../lib/reference-cache.server.ts';
import type {
  Ad,
  ArticleGroup,
  CategoryNode,
  NavigationBlock,
  NavigationItem,
  SearchKeyword,
} from '../../../common/areas/storefront/storefront.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const storefrontApi = {
  searchKeywords: (ctx: CallContext) =>
    storefrontReference(ctx, `keywords\n${getLocale(ctx.context)}`, () =>
      request<SearchKeyword[]>(ctx, { path: 'rest/searchkwd/list' }),
    ),
  ads: (ctx: CallContext, query: { navigationId?: number; placement?: 'carousel' | 'staples' | 'promo' } = {}) =>
    request<Ad[]>(ctx, { path: 'rest/ad/list', query }),
  navigation: (ctx: CallContext) =>
    storefrontReference(ctx, `navigation\n${getLocale(ctx.context)}`, () =>
      request<NavigationItem[]>(ctx, { path: 'rest/navigation/list' }),
    ),
  categories: (ctx: CallContext) =>
    storefrontReference(ctx, `categories\n${getLocale(ctx.context)}`, () =>
      request<CategoryNode[]>(ctx, { path: 'rest/goodscategory/list' }),
    ),
  articles: (ctx: CallContext) =>
    storefrontReference(ctx, `articles\n${getLocale(ctx.context)}`, () =>
      request<ArticleGroup[]>(ctx, { path: 'rest/article/list' }),
    ),
  homeBlocks: (ctx: CallContext) => request<NavigationBlock[]>(ctx, { path: 'rest/home/nav/goods/list' }),
  staples: (ctx: CallContext) => request<GoodsListItem[]>(ctx, { path: 'rest/home/corp/goods/list' }),
};
