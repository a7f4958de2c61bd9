import type {
  QuickOrderCheck,
  QuickOrderResult,
  QuickOrderReview,
} from '../../../common/areas/quick-order/quick-order.ts';
import { requestAnswer, request, type CallContext } from '../../lib/request.server.ts';

/** rest/quickOrder/*: checking, reviewing and confirming a quick order or a re-order. */
export const quickOrderApi = {
  check: (ctx: CallContext, text: string) =>
    request<QuickOrderCheck>(ctx, { method: 'POST', path: 'rest/quickOrder/check', body: { text } }),
  review: (ctx: CallContext, text: string) =>
    request<QuickOrderReview>(ctx, { method: 'POST', path: 'rest/quickOrder/review', body: { text } }),
  upload: (ctx: CallContext, file: File) => {
    const form = new FormData();
    form.set('file', file);
    return request<QuickOrderReview>(ctx, { method: 'POST', path: 'rest/quickOrder/upload', form });
  },
  reorder: (ctx: CallContext, orderId: number) =>
    request<QuickOrderReview>(ctx, { method: 'POST', path: 'rest/quickOrder/reorder', body: { orderId } }),
  find: (ctx: CallContext, token: string) =>
    request<QuickOrderReview>(ctx, { path: `rest/quickOrder/review/${encodeURIComponent(token)}` }),
  /** The result, and the backend's words when the review had been added before. */
  confirm: (ctx: CallContext, token: string) =>
    requestAnswer<QuickOrderResult>(ctx, { method: 'POST', path: 'rest/quickOrder/confirm', body: { review: token } }),
};
