import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import type { AuditEntry } from '../../console.ts';
import { moneyField } from '../../console.ts';
import type { StaffAction } from '../staff/index.ts';
import type { AfterSaleRecord } from './after-sale.ts';
import type { StaffAfterSaleAction } from './transitions.ts';

/**
 * The staff's handling of after-sales: each action's right and the message that
 * says it was done. The console offers an action only to roles with its right and in the
 * states the transition table allows; the backend refuses the rest.
 */
export const AFTER_SALE_ACTION_RULES: Record<StaffAfterSaleAction, { right: StaffAction; done: MessageKey }> = {
  approve: { right: 'vetAfterSale', done: 'afterSaleApproved' },
  reject: { right: 'vetAfterSale', done: 'afterSaleRejected' },
  receive: { right: 'handleReturnedGoods', done: 'afterSaleReceived' },
  shipReplacement: { right: 'handleReturnedGoods', done: 'afterSaleReplacementShipped' },
  refund: { right: 'refund', done: 'afterSaleRefunded' },
};

/** Receiving returned goods: what the inspection found. */
export function inspectSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    note: f.requiredText('afterSale.inspection', 'required', 'multi').refine((text) => rule.hasMaxLength(text, 200), {
      error: f.say('maxLength', { field: 'afterSale.inspection', max: 200 }),
    }),
  });
}

/**
 * A refund: the amount (at most what the after-sale's units were worth, what the line has left to
 * refund and what the order has left), and for money that came by transfer the day it went back
 * and the bank's serial number; a credit refund goes back to the quota at once and needs neither.
 */
export function refundSchema(locale: Locale = DEFAULT_LOCALE, byTransfer = true) {
  const f = fields(locale);
  const reference = {
    date: f.requiredText('field.refundDate').refine(rule.isCalendarDate, {
      error: f.say('dateInvalid', { field: 'field.refundDate' }),
    }),
    serial: f
      .requiredText('field.paymentSerial')
      .refine(rule.isLettersDigits, { error: f.say('lettersDigits', { field: 'field.paymentSerial' }) })
      .refine((text) => rule.hasMaxLength(text, 64), {
        error: f.say('maxLength', { field: 'field.paymentSerial', max: 64 }),
      }),
  };
  const amount = { amount: moneyField(locale, 'field.refundAmount') };
  return byTransfer ? z.object({ ...amount, ...reference }) : z.object(amount);
}

/** An after-sale as the console's queue lists it. */
export interface ConsoleAfterSale {
  id: number;
  afterSaleNo: string;
  orderNo: string;
  company: string;
  goodsName: string;
  goodsQuantity: number;
  afterSaleType: number;
  status: number;
  applyDate: string;
}

export interface ConsoleAfterSaleDetail extends ConsoleAfterSale {
  companyId: number;
  orderId: number;
  payTypeId: number;
  /** The order's own state: a cancel before shipment gives stock back, after it is a return. */
  orderStatus: number;
  applicant: string;
  record: AfterSaleRecord;
  /** The cap of this after-sale's refund: what its units were worth, at most what the line has left. */
  refundableAmount: number;
  actions: StaffAfterSaleAction[];
  audit: AuditEntry[];
}
