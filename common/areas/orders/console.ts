import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import { moneyField, reasonSchema, shipSchema, type AuditEntry } from '../../console.ts';
import * as rule from '../../rules.ts';
import { isCalendarDate } from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import type { StaffAction } from '../staff/index.ts';

export interface ConsoleOrder {
  id: number;
  orderNo: string;
  company: string;
  consignee: string;
  totalAmount: number;
  payTypeId: number;
  orderStatus: number;
  createDate: string;
}

export interface ConsoleOrderDetail extends ConsoleOrder {
  companyId: number;
  buyer: string;
  mobile: string;
  address: string;
  invoice: { type: number; unitName: string; taxcode: string } | null;
  /**
   * While it waits in the 待开票 queue (offline-paid, something left after refunds, no blue
   * invoice yet), what is left to invoice: what was paid less what was refunded; null otherwise.
   */
  invoiceDue: number | null;
  lines: { goodsId: number; goodsName: string; goodsPrice: number; goodsQuantity: number; totalAmount: number }[];
  payTime: string | null;
  paidAmount: number | null;
  paymentDate: string | null;
  paymentSerial: string | null;
  carrier: string | null;
  trackingNo: string | null;
  cancelReason: string | null;
  events: { kind: string; note: string | null; createDate: string }[];
  /** The order's after-sales, so the warehouse sees a line cancelled or coming back before it ships. */
  afterSales: {
    id: number;
    afterSaleNo: string;
    goodsName: string;
    goodsQuantity: number;
    type: number;
    status: number;
  }[];
  actions: string[];
  timeline: AuditEntry[];
}

/** Confirming an offline transfer: the amount received, the day it arrived and the bank's serial number. */
export function confirmPaymentSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    amount: moneyField(locale, 'field.amountReceived'),
    date: f.requiredText('field.paymentDate').refine(isCalendarDate, {
      error: f.say('dateInvalid', { field: 'field.paymentDate' }),
    }),
    serial: f
      .requiredText('field.paymentSerial')
      .refine(rule.isLettersDigits, { error: f.say('lettersDigits', { field: 'field.paymentSerial' }) })
      .refine((text) => rule.hasMaxLength(text, 64), {
        error: f.say('maxLength', { field: 'field.paymentSerial', max: 64 }),
      }),
  });
}
export type ConfirmPaymentForm = z.infer<ReturnType<typeof confirmPaymentSchema>>;

/**
 * The order's state (its orderStatus) a staff member saw when the form was drawn (the hidden
 * `seen` field, see seenField in common/console.ts): the step answers 10060 when the order moved
 * since. Anything but a whole number is as if none were sent: the step acts on the order as it is.
 */
export const seenOrderStatus = {
  seen: z.preprocess(
    (value) => {
      const seen = [value].flat()[0];
      const text = typeof seen === 'number' ? String(seen) : seen;
      return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : undefined;
    },
    z.number().min(0).optional().meta({ description: 'The orderStatus the form was drawn with.' }),
  ),
};

/** rest/staff/orders/{id}/confirmPayment: the transfer received, and the state seen. */
export function confirmPaymentInput(locale: Locale = DEFAULT_LOCALE) {
  return confirmPaymentSchema(locale).extend(seenOrderStatus);
}

/** rest/staff/orders/{id}/ship: the parcel, and the state seen. */
export function shipOrderInput(locale: Locale = DEFAULT_LOCALE) {
  return shipSchema(locale).extend(seenOrderStatus);
}

/** rest/staff/orders/{id}/cancel: the reason, and the state seen. */
export function staffCancelInput(locale: Locale = DEFAULT_LOCALE) {
  return reasonSchema(locale).extend(seenOrderStatus);
}

/** The order actions staff take (common/areas/orders/transitions.ts names them). */
export type StaffOrderAction = 'confirmPayment' | 'ship' | 'staffCancel';

export const ORDER_ACTION_RULES: Record<StaffOrderAction, { right: StaffAction; done: MessageKey }> = {
  confirmPayment: { right: 'confirmPayment', done: 'paymentConfirmed' },
  ship: { right: 'ship', done: 'orderShipped' },
  staffCancel: { right: 'cancelOrder', done: 'orderCancelledByStaff' },
};
