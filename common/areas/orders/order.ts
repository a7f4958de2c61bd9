import { z } from 'zod';
import { ORDER_PAGE_SIZES, REMARK_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, message, type Locale, type MessageKey } from '../../messages.ts';
import { quantityField } from '../cart/index.ts';
import { parseMoney } from '../../money.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { idList, recordId as id, wholeNumber } from '../../schemas/ids.ts';
import { pagingSchema } from '../../schemas/paging.ts';

/** Pay modes of DESIGN.md: 1 线下支付 (offline transfer, staff confirm it), 2 账期支付 (credit term, charged to the quota). */
export const PayType = { offline: 1, credit: 2 } as const;
export const PAY_TYPES = [PayType.offline, PayType.credit] as const;

/** submitOrder's paymentType (DESIGN.md decision 3): 1 went for purchase approval, 2 is an order to pay. */
export const PaymentResult = { toApproval: 1, toPay: 2 } as const;

/** rest/order/settle {carIds}: the chosen cart lines become a settlement; prices are the server's. */
export function settleSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ carIds: idList(message(locale, 'selectData')) });
}

/** rest/order/buyGoods {goodsId, quantity}: Buy Now on the goods detail. */
export function buyGoodsSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    goodsId: id(message(locale, 'choose', { field: 'field.goodsId' })),
    quantity: quantityField(locale),
  });
}

/** rest/order/fillOrder {uuId}: a settlement's id. */
export function fillOrderSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ uuId: id(message(locale, 'notFound')) });
}

/**
 * The choices of the confirm-order screen, in SPEC §5's order: pay mode, delivery address, invoice header.
 * `uuId` names the settlement; the web always sends it, so a resubmitted form finds the order it already made.
 */
export function orderChoicesSchema(locale: Locale = DEFAULT_LOCALE) {
  const say = (key: MessageKey) => message(locale, key);
  return z.object({
    uuId: id(say('notFound')).optional(),
    payTypeId: codedChoice(PAY_TYPES, say('choosePayMode')),
    consigneeId: id(say('chooseAddress')),
    invoiceHeader: id(say('fillInvoice')),
    /**
     * The total the buyer saw and confirmed (a wire amount). When given and the goods now cost
     * something else, the submit is refused with the new total and changes nothing; callers that
     * leave it out accept today's prices, as before.
     */
    expectedTotal: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '' || value === null) return undefined;
        const money = parseMoney(value);
        if (money === null || money < 0) {
          ctx.addIssue({ code: 'custom', message: say('notFound') });
          return z.NEVER;
        }
        return money;
      }),
  });
}
export type OrderChoices = z.infer<ReturnType<typeof orderChoicesSchema>>;

/** POST rest/order/submitOrder {carIds, consigneeId, payTypeId, invoiceHeader} (+ uuId). */
export function submitOrderSchema(locale: Locale = DEFAULT_LOCALE) {
  return orderChoicesSchema(locale).extend({ carIds: idList(message(locale, 'selectData')).optional() });
}

/** POST rest/order/submitOrderBuy {goodsId, quantity, consigneeId, payTypeId, invoiceHeader} (+ uuId). */
export function submitOrderBuySchema(locale: Locale = DEFAULT_LOCALE) {
  return orderChoicesSchema(locale).extend(buyGoodsSchema(locale).partial().shape);
}

const flag = z.enum(['0', '1']).transform(Number).optional();

/** GET rest/order/myOrder: search by number, the tabs' flags, paging 10/20/30/40. */
export function myOrderQuerySchema() {
  return pagingSchema(ORDER_PAGE_SIZES).extend({
    orderNo: z.string().trim().max(40).optional(),
    isPay: flag.catch(undefined),
    isSend: flag.catch(undefined),
    isRecevice: flag.catch(undefined),
  });
}
export type MyOrderQuery = z.infer<ReturnType<typeof myOrderQuerySchema>>;

/** The order search box of the order list (SPEC §5: an order number is needed). */
export function orderSearchSchema(locale: Locale = DEFAULT_LOCALE) {
  const missing = message(locale, 'orderNoMissing');
  return z.object({ orderNo: z.string({ error: missing }).trim().min(1, missing).max(40) });
}

const reason = (locale: Locale, field: MessageKey) =>
  z
    .string({ error: message(locale, 'required', { field }) })
    .trim()
    .min(1, message(locale, 'required', { field }))
    .max(REMARK_MAX, message(locale, 'maxLength', { field, max: REMARK_MAX }));

/** POST rest/order/cancel {orderId, reason}. */
export function cancelOrderSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ orderId: id(message(locale, 'notFound')), reason: reason(locale, 'field.cancelReason') });
}

/**
 * What 取消订单 did (DESIGN.md decision 18): an unpaid order is cancelled; a paid one's
 * cancel goes to after-sales vetting before shipment, and becomes a return after it. The answer's
 * `data.outcome`, each with the message that says it.
 */
export const CANCEL_OUTCOMES = {
  cancelled: 'orderCancelled',
  cancelRequested: 'orderCancelRequested',
  returnRequested: 'orderCancelAsReturn',
} as const satisfies Record<string, MessageKey>;
export type CancelOutcome = keyof typeof CANCEL_OUTCOMES;

/** POST rest/order/checkUnPass {reason, purchaseId}: a rejection needs its reason. */
export function rejectPurchaseSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ purchaseId: id(message(locale, 'notFound')), reason: reason(locale, 'field.rejectReason') });
}

/** POST rest/order/evaluate {orderId, goodsId, rating, content}: one review per goods line of a received order. */
export function evaluateSchema(locale: Locale = DEFAULT_LOCALE) {
  const rating = message(locale, 'choose', { field: 'field.rating' });
  return z.object({
    orderId: id(message(locale, 'notFound')),
    goodsId: id(message(locale, 'notFound')),
    rating: wholeNumber(rating, (stars) => stars.min(1, rating).max(5, rating)),
    content: reason(locale, 'field.reviewContent'),
  });
}
export type EvaluateForm = z.infer<ReturnType<typeof evaluateSchema>>;

/** GET rest/order/counts, the user home tiles: orders by state, and purchases awaiting approval. */
export interface OrderCounts {
  all: number;
  awaitingPayment: number;
  awaitingReceipt: number;
  afterSale: number;
  /** Completed orders with a goods line not yet reviewed (待评价). */
  awaitingEvaluation: number;
  /** Purchases awaiting approval (待审核): the caller's own for a purchaser, the company's for approvers. */
  awaitingApproval: number;
}

/**
 * POST rest/order/purchase/resubmit/{id}: a rejected purchase changed by its purchaser and sent for
 * approval again. The choices of the confirm-order screen, and each line's new
 * quantity as two lists in step: `goodsId` and `quantity` (repeated keys or JSON arrays).
 */
export function resubmitPurchaseSchema(locale: Locale = DEFAULT_LOCALE) {
  const notFound = message(locale, 'notFound');
  const list = <T extends z.ZodType>(item: T) =>
    z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(item).min(1, notFound));
  return orderChoicesSchema(locale)
    .omit({ uuId: true, expectedTotal: true })
    .extend({ goodsId: list(id(notFound)), quantity: list(quantityField(locale)) })
    .refine((form) => form.goodsId.length === form.quantity.length, { error: notFound });
}
export type ResubmitPurchaseForm = z.infer<ReturnType<typeof resubmitPurchaseSchema>>;
