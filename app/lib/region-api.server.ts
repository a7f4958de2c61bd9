import type { Region } from '../../common/areas/storefront/storefront.ts';
import { request, type CallContext } from './request.server.ts';

/** region/list (SPEC §7): the regions under one region, provinces without one. */
export const regionApi = {
  list: (ctx: CallContext, pid?: number) => request<Region[]>(ctx, { path: 'region/list', query: { pid } }),
};
