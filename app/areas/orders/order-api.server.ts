import type { CancelOutcome } from '../../../common/areas/orders/order.ts';
import type { Page } from '../../../common/envelope.ts';
import type {
  ApproveResult,
  FillOrder,
  Logistics,
  OrderDetail,
  OrderSummary,
  PayPage,
  PurchaseDetail,
  PurchaseRow,
  Review,
  SubmitResult,
} from '../../../common/areas/orders/order-types.ts';
import type {
  EvaluateForm,
  MyOrderQuery,
  OrderChoices,
  OrderCounts,
  ResubmitPurchaseForm,
} from '../../../common/areas/orders/order.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/order/* and the goods reviews (SPEC §7 Cart, favourites, ordering). */
export const orderApi = {
  settle: (ctx: CallContext, carIds: number[]) =>
    request<number>(ctx, { method: 'POST', path: 'rest/order/settle', body: { carIds } }),
  buyGoods: (ctx: CallContext, goodsId: number, quantity: number) =>
    request<number>(ctx, { method: 'POST', path: 'rest/order/buyGoods', body: { goodsId, quantity } }),
  fillOrder: (ctx: CallContext, uuId: number) =>
    request<FillOrder>(ctx, { method: 'POST', path: 'rest/order/fillOrder', body: { uuId } }),
  submitOrder: (ctx: CallContext, choices: OrderChoices) =>
    request<SubmitResult>(ctx, { method: 'POST', path: 'rest/order/submitOrder', body: choices }),
  submitOrderBuy: (ctx: CallContext, choices: OrderChoices) =>
    request<SubmitResult>(ctx, { method: 'POST', path: 'rest/order/submitOrderBuy', body: choices }),
  myOrder: (ctx: CallContext, query: Partial<MyOrderQuery>) =>
    request<Page<OrderSummary>>(ctx, { path: 'rest/order/myOrder', query }),
  info: (ctx: CallContext, id: number) => request<OrderDetail>(ctx, { path: `rest/order/info/${id}` }),
  receive: (ctx: CallContext, id: number) => request<null>(ctx, { method: 'POST', path: `rest/order/recevice/${id}` }),
  cancel: (ctx: CallContext, orderId: number, reason: string) =>
    request<{ outcome: CancelOutcome }>(ctx, { method: 'POST', path: 'rest/order/cancel', body: { orderId, reason } }),
  remove: (ctx: CallContext, id: number) => request<null>(ctx, { method: 'POST', path: `rest/order/delete/${id}` }),
  payPage: (ctx: CallContext, id: number) => request<PayPage>(ctx, { path: `rest/order/payPage/${id}` }),
  logistics: (ctx: CallContext, id: number) => request<Logistics>(ctx, { path: `rest/order/logistics/${id}` }),
  counts: (ctx: CallContext) => request<OrderCounts>(ctx, { path: 'rest/order/counts' }),
  purchasePage: (ctx: CallContext, page: number, limit: number) =>
    request<Page<PurchaseRow>>(ctx, { path: 'rest/order/purchase/page', query: { page, limit } }),
  purchaseInfo: (ctx: CallContext, id: number) =>
    request<PurchaseDetail>(ctx, { method: 'POST', path: `rest/order/purchase/info/${id}` }),
  approve: (ctx: CallContext, id: number) =>
    request<ApproveResult>(ctx, { method: 'POST', path: `rest/order/checkPass/${id}` }),
  reject: (ctx: CallContext, purchaseId: number, reason: string) =>
    request<null>(ctx, { method: 'POST', path: 'rest/order/checkUnPass', body: { purchaseId, reason } }),
  /** A rejected purchase, changed by its own purchaser, awaiting approval again. */
  resubmit: (ctx: CallContext, id: number, form: ResubmitPurchaseForm) =>
    request<null>(ctx, { method: 'POST', path: `rest/order/purchase/resubmit/${id}`, body: form }),
  evaluate: (ctx: CallContext, form: EvaluateForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/order/evaluate', body: form }),
  reviews: (ctx: CallContext, goodsId: number, page = 1, limit = 10) =>
    request<Page<Review>>(ctx, { path: `rest/goods/evaluate/${goodsId}`, query: { page, limit } }),
};
