import type { Page } from '../../../common/envelope.ts';
import type { FavouriteQuery, Favourite, FavouriteState } from '../../../common/areas/favourites/favourite.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** The caller's favourites; favouriting itself is on the goods detail (goodsDetailApi.favourite), and so is un-favouriting one goods. */
export const favouriteApi = {
  page: (ctx: CallContext, query: FavouriteQuery) =>
    request<Page<Favourite>>(ctx, { path: 'rest/collection/my', query }),
  /** Whether the caller keeps one goods; an ended session is the caller's to handle (a visitor still sees the goods). */
  state: (ctx: CallContext, goodsId: number) =>
    request<FavouriteState>(ctx, { path: `rest/collection/goods/${goodsId}`, onSessionEnded: 'throw' }),
  remove: (ctx: CallContext, goodsId: number) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/remove', body: { goodsId } }),
  cancel: (ctx: CallContext, ids: number[]) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/cancel', body: { ids } }),
};
