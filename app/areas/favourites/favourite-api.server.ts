import type { Page } from '../../../contract/envelope.ts';
import type { FavouriteQuery, Favourite } from '../../../contract/areas/favourites/favourite.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** The caller's favourites; favouriting itself is on the goods detail (goodsDetailApi.favourite). */
export const favouriteApi = {
  page: (ctx: CallContext, query: FavouriteQuery) =>
    request<Page<Favourite>>(ctx, { path: 'rest/collection/my', query }),
  cancel: (ctx: CallContext, ids: number[]) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/cancel', body: { ids } }),
};
