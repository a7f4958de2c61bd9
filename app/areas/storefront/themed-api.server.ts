import type { Page } from '../../../common/envelope.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { INFO_GOODS_LIMIT, type CategorySection } from '../../../common/areas/storefront/themed.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** The navigation-themed pages' lists (SPEC §7 Storefront). */
export const themedApi = {
  generalSections: (ctx: CallContext, navigationId: number) =>
    request<CategorySection[]>(ctx, { path: 'rest/hyyx/nav/goods/list', query: { navigationId } }),
  clearanceSections: (ctx: CallContext, navigationId: number) =>
    request<CategorySection[]>(ctx, { path: 'rest/qctm/nav/goods/list', query: { navigationId } }),
  corporateSections: (ctx: CallContext, navigationId: number) =>
    request<CategorySection[]>(ctx, { path: 'rest/corp/nav/goods/list', query: { navigationId } }),
  /** The repurchase zone; only with a session (SPEC §4). */
  repurchase: (ctx: CallContext, navigationId: number) =>
    request<GoodsListItem[]>(ctx, { path: 'rest/corp/fgzq/goods/list', query: { navigationId } }),
  infoGoods: (ctx: CallContext, navigationId: number) =>
    request<Page<GoodsListItem>>(ctx, {
      path: 'rest/info/goods/list',
      query: { navigationId, page: 1, limit: INFO_GOODS_LIMIT },
    }),
};
