import type { Page } from '../../contract/envelope.ts';
import type { CollectionQuery, Favourite } from '../../contract/schemas/collection.ts';
import { request, type CallContext } from './request.server.ts';

/** The caller's favourites; favouriting itself is on the goods detail (goodsDetailApi.favourite). */
export const collectionApi = {
  page: (ctx: CallContext, query: CollectionQuery) =>
    request<Page<Favourite>>(ctx, { path: 'rest/collection/my', query }),
  cancel: (ctx: CallContext, ids: number[]) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/cancel', body: { ids } }),
};
