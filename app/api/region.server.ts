import type { Region } from '../../contract/schemas/storefront.ts';
import { request, type CallContext } from './request.server.ts';

export const regionApi = {
  list: (ctx: CallContext, pid?: number) => request<Region[]>(ctx, { path: 'region/list', query: { pid } }),
};
