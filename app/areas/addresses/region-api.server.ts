import type { Region } from '../../../common/areas/storefront/storefront.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const regionApi = {
  list: (ctx: CallContext, pid?: number) => request<Region[]>(ctx, { path: 'region/list', query: { pid } }),
};
