import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import type { AuditEntry } from '../../console.ts';
import { moneyField, noteSchema, reasonSchema, seenField, shipSchema } from '../../console.ts';
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
  const { amount, date, serial } = refundFields(locale);
  return byTransfer ? z.object({ amount, date, serial }) : z.object({ amount });
}

function refundFields(locale: Locale) {
  const f = fields(locale);
  return {
    amount: moneyField(locale, 'field.refundAmount'),
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
}

/**
 * A refund as the backend reads it, one schema whichever way the money goes back: a transfer's
 * date and serial are checked when either is given, and then both are needed; when neither is,
 * the service asks for them unless the refund goes back to the credit quota.
 */
export function refundStepSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const transfer = refundFields(locale);
  return z
    .object({
      amount: transfer.amount.meta({
        type: ['string', 'number'],
        description: 'Yuan, up to 4 decimals (the refund itself is whole fen).',
      }),
      date: transfer.date.optional(),
      serial: transfer.serial.optional(),
      seen: seenField,
    })
    .superRefine((form, ctx) => {
      if (form.date === undefined && form.serial === undefined) return;
      for (const [key, field] of [
        ['date', 'field.refundDate'],
        ['serial', 'field.paymentSerial'],
      ] as const)
        if (form[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: f.say('required', { field }) });
    });
}

/** Each staff step's fields as the backend reads them, with the `seen` state. */
export const afterSaleStepSchemas = {
  approve: (locale: Locale) => noteSchema(locale).extend({ seen: seenField }),
  reject: (locale: Locale) => reasonSchema(locale).extend({ seen: seenField }),
  receive: (locale: Locale) => inspectSchema(locale).extend({ seen: seenField }),
  shipReplacement: (locale: Locale) => shipSchema(locale).extend({ seen: seenField }),
  refund: refundStepSchema,
} satisfies Record<StaffAfterSaleAction, (locale: Locale) => z.ZodType>;

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
