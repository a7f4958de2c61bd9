import type {
  PurchaseListAdded,
  PurchaseListCreated,
  PurchaseListDetail,
  PurchaseListImport,
  PurchaseListSummary,
} from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { QuickOrderReview } from '../../../common/areas/quick-order/quick-order.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

const path = (id: number, tail = '') => `rest/purchaseList/${id}${tail}`;

/** rest/purchaseList/*: the company's purchase lists (常购清单). */
export const purchaseListApi = {
  mine: (ctx: CallContext) => request<PurchaseListSummary[]>(ctx, { path: 'rest/purchaseList/my' }),
  create: (ctx: CallContext, name: string) =>
    request<PurchaseListCreated>(ctx, { method: 'POST', path: 'rest/purchaseList/create', body: { name } }),
  detail: (ctx: CallContext, id: number) => request<PurchaseListDetail>(ctx, { path: path(id) }),
  rename: (ctx: CallContext, id: number, name: string) =>
    request<null>(ctx, { method: 'POST', path: path(id, '/rename'), body: { name } }),
  remove: (ctx: CallContext, id: number) => request<null>(ctx, { method: 'POST', path: path(id, '/delete') }),
  add: (ctx: CallContext, id: number, lines: { goodsId: number; quantity: number }[]) =>
    request<PurchaseListAdded>(ctx, { method: 'POST', path: path(id, '/add'), body: { lines }, json: true }),
  quantity: (ctx: CallContext, id: number, line: { goodsId: number; quantity: number }) =>
    request<null>(ctx, { method: 'POST', path: path(id, '/quantity'), body: line }),
  removeLines: (ctx: CallContext, id: number, goodsIds: number[]) =>
    request<null>(ctx, { method: 'POST', path: path(id, '/remove'), body: { goodsIds } }),
  /** The lines (the ticked ones, or all when none are named) as a quick-order review to confirm. */
  order: (ctx: CallContext, id: number, goodsIds?: number[]) =>
    request<QuickOrderReview>(ctx, { method: 'POST', path: path(id, '/order'), body: goodsIds ? { goodsIds } : {} }),
  importText: (ctx: CallContext, id: number, text: string) =>
    request<PurchaseListImport>(ctx, { method: 'POST', path: path(id, '/import'), body: { text } }),
  upload: (ctx: CallContext, id: number, file: File) => {
    const form = new FormData();
    form.set('file', file);
    return request<PurchaseListImport>(ctx, { method: 'POST', path: path(id, '/upload'), form });
  },
};
