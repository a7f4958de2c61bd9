/**
 * The answers of rest/order/* and the goods reviews as they travel (SPEC §3 Order, Purchase):
 * the backend's services build them, the web's order client reads them. The forms and queries
 * of the same calls are in order.ts.
 */

/** A settlement line priced now (rest/order/fillOrder, purchase info). */
export interface SettlementLine {
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  salePrice: number;
  quantity: number;
  productQuantity: number;
  /** The goods' unit (个, 盒…), said with the minimum: 50个起订. */
  unit: string;
  inventory: number;
  onSale: number;
  totalAmount: number;
}

/** A pay mode on offer (PayType of order.ts with its name). */
export interface PayMode {
  id: number;
  name: string;
}

/** rest/order/fillOrder: the confirm-order screen's data. */
export interface FillOrder {
  goodsList: SettlementLine[];
  payModeList: PayMode[];
  quantity: number;
  carIds: number[];
  isBuy: number;
  totalAmount: number;
  invoiceHeader: { id: number; invoiceType: number; unitName: string; taxcode: string } | null;
  checkStatus: number;
  needsApproval: number;
  /**
   * Who would have to decide it if submitted now under the company's approval rule: 0 nobody (it
   * becomes its order at once), 1 an approver or the main account, 2 the main account only.
   * Always 0 for an account whose settlements need no approval.
   */
  approvalLevel: number;
  /** Set once submitted: where the buyer goes instead of submitting again. */
  submitted: SubmitResult | null;
}

/** rest/order/submitOrder and submitOrderBuy. */
export interface SubmitResult {
  /** PaymentResult of order.ts: 1 went for purchase approval, 2 is an order to pay. */
  paymentType: number;
  /** The order to pay, or the purchase awaiting approval when paymentType is 1. */
  orderId: number;
  /**
   * 1 when the order is paid already (charged to the credit quota): the buyer goes to the
   * order's confirmation, never to the transfer page. 0 otherwise.
   */
  isPay: number;
}

/** A goods line of an order. */
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
  /** The last day an after-sale may be asked for (「可申请至」), or null before receipt. */
  afterSaleUntil: string | null;
  /** What the line still allows: bought less what after-sales hold. */
  afterSaleAllowed: number;
  /** The line's newest after-sale and its state, if it has one. */
  afterSaleId: number | null;
  afterSaleStatus: number | null;
  reviewed: number;
}

/** An order of the list, rest/order/myOrder (SPEC §3). */
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

/** rest/order/info/{id}: the order with its delivery, payment and lines. */
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

/** Where buyers transfer money to: account name, number, bank, person in charge, inter-bank number. */
export interface Payee {
  accountName: string;
  accountNo: string;
  bank: string;
  contact: string;
  interbankNo: string;
}

/** rest/order/payPage/{id}: what to transfer and where to. */
export interface PayPage {
  orderId: number;
  orderNo: string;
  amount: number;
  isPay: number;
  orderStatus: number;
  payTypeId: number;
  payee: Payee;
}

/** rest/order/logistics/{id}: the order's real events, newest first (DESIGN.md decision 11). */
export interface Logistics {
  orderNo: string;
  carrier: string | null;
  trackingNo: string | null;
  list: { kind: string; carrier: string | null; trackingNo: string | null; note: string | null; time: string }[];
}

/** A row of rest/order/purchase/page. */
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
  /** Who may decide it: 1 an approver or the main account, 2 the main account only. */
  approvalLevel: number;
  /** Whether the caller may approve or reject it now (awaiting, of its level, not its own). */
  canDecide: boolean;
}

/** rest/order/purchase/info/{id}: the purchase as submitted, with its order once approved. */
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
  /** Who may decide it: 1 an approver or the main account, 2 the main account only. */
  approvalLevel: number;
  /** Whether the caller may approve or reject it now (awaiting, of its level, not its own). */
  canDecide: boolean;
}

/** rest/order/checkPass/{id} answers the order the approval made. */
export interface ApproveResult {
  orderId: number;
}

/** A goods review of rest/goods/evaluate/{goodsId}, the writer's name masked. */
export interface Review {
  id: number;
  rating: number;
  content: string;
  username: string;
  createDate: string;
}
