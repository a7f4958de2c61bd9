import { request, type CallContext } from './request.server.ts';

export const regionApi = {
  list: (ctx: CallContext, pid?: number) =>
    request<{ id: number; name: string }[]>(ctx, { path: 'region/list', query: { pid } }),
};
