import type { MyOrderQuery, OrderChoices, OrderCounts, ResubmitPurchaseForm } from '../../contract/schemas/order.ts';
import { request, type CallContext } from './request.server.ts';

/** A settlement line priced now (rest/order/fillOrder, purchase info). */
export interface SettlementLine {
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  salePrice: number;
  quantity: number;
  productQuantity: number;
  inventory: number;
  onSale: number;
  totalAmount: number;
}

export interface PayMode {
  id: number;
  name: string;
}

/** The confirm-order screen's data. */
export interface FillOrder {
  goodsList: SettlementLine[];
  payModeList: PayMode[];
  quantity: number;
  carIds: number[];
  isBuy: number;
  totalAmount: number;
  invoiceHeader: { id: number; invoiceType: number; unitName: string; taxcode: string } | null;
  checkStatus: number;
  needsReview: number;
  submitted: SubmitResult | null;
}

export interface SubmitResult {
  paymentType: number;
  orderId: number;
  /** 1 when already paid (on credit): the buyer goes to the order, not the transfer page. */
  isPay: number;
}

export interface OrderLine {
  id: number;
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  goodsPrice: number;
  goodsQuantity: number;
  totalAmount: number;
  afterSaleFlag: number;
  overdueFlag: number;
  reviewed: number;
}

/** An order of the list (SPEC §3). */
export interface OrderSummary {
  id: number;
  orderNo: string;
  createDate: string;
  consignee: string;
  totalAmount: number;
  orderStatus: number;
  isPay: number;
  isSend: number;
  isRecevice: number;
  afterSaleFlag: number;
  payTypeId: number;
  orderGoodsList: OrderLine[];
}

export interface OrderDetail extends OrderSummary {
  purchaser: string;
  mobile: string;
  areaName: string;
  address: string;
  deliveryType: string;
  payTime: string | null;
  actualPayAmount: number;
  freight: number;
  invoiceType: number;
  invoiceUnitName: string;
  invoiceTaxcode: string;
  cancelReason: string | null;
  carrier: string | null;
  trackingNo: string | null;
  orderDetailList: OrderLine[];
}

export interface PayPage {
  orderId: number;
  orderNo: string;
  amount: number;
  isPay: number;
  orderStatus: number;
  payTypeId: number;
  payee: { accountName: string; accountNo: string; bank: string; contact: string; interbankNo: string };
}

export interface Logistics {
  orderNo: string;
  carrier: string | null;
  trackingNo: string | null;
  list: { kind: string; carrier: string | null; trackingNo: string | null; note: string | null; time: string }[];
}

export interface PurchaseRow {
  id: number;
  batch: string;
  quantity: number;
  totalAmount: number;
  purchaser: string;
  applyDate: string;
  checkStatus: number;
  checker: string;
  checkDate: string;
}

export interface PurchaseDetail {
  id: number;
  batch: string;
  goodsList: SettlementLine[];
  payModeList: PayMode[];
  consigneeList: { id: number; consignee: string; mobile: string; areaName: string; address: string }[];
  invoiceHeader: { unitName: string; taxcode: string } | null;
  totalAmount: number;
  payTypeId: number | null;
  checkStatus: number;
  purchaser: string;
  checker: string;
  checkDate: string;
  applyDate: string;
  rejectReason: string | null;
  orderId: number | null;
  orderNo: string | null;
}

export interface Review {
  id: number;
  rating: number;
  content: string;
  username: string;
  createDate: string;
}

type Page<T> = { list: T[]; total: number };

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
    request<null>(ctx, { method: 'POST', path: 'rest/order/cancel', body: { orderId, reason } }),
  remove: (ctx: CallContext, id: number) => request<null>(ctx, { method: 'POST', path: `rest/order/delete/${id}` }),
  payPage: (ctx: CallContext, id: number) => request<PayPage>(ctx, { path: `rest/order/payPage/${id}` }),
  logistics: (ctx: CallContext, id: number) => request<Logistics>(ctx, { path: `rest/order/logistics/${id}` }),
  counts: (ctx: CallContext) => request<OrderCounts>(ctx, { path: 'rest/order/counts' }),
  purchasePage: (ctx: CallContext, page: number, limit: number) =>
    request<Page<PurchaseRow>>(ctx, { path: 'rest/order/purchase/page', query: { page, limit } }),
  purchaseInfo: (ctx: CallContext, id: number) =>
    request<PurchaseDetail>(ctx, { method: 'POST', path: `rest/order/purchase/info/${id}` }),
  approve: (ctx: CallContext, id: number) =>
    request<{ orderId: number }>(ctx, { method: 'POST', path: `rest/order/checkPass/${id}` }),
  reject: (ctx: CallContext, purchaseId: number, reason: string) =>
    request<null>(ctx, { method: 'POST', path: 'rest/order/checkUnPass', body: { purchaseId, reason } }),
  /** A rejected purchase, changed by its own purchaser, back under review (issue 11 item 8). */
  resubmit: (ctx: CallContext, id: number, form: ResubmitPurchaseForm) =>
    request<null>(ctx, { method: 'POST', path: `rest/order/purchase/resubmit/${id}`, body: form }),
  evaluate: (ctx: CallContext, form: { orderId: number; goodsId: number; rating: number; content: string }) =>
    request<null>(ctx, { method: 'POST', path: 'rest/order/evaluate', body: form }),
  reviews: (ctx: CallContext, goodsId: number, page = 1, limit = 10) =>
    request<Page<Review>>(ctx, { path: `rest/goods/evaluate/${goodsId}`, query: { page, limit } }),
};
