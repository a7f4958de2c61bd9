import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { recordId } from '../../schemas/ids.ts';
import { yuanField } from '../../schemas/yuan.ts';
import { consolePagingSchema, seenField, type AuditEntry } from '../../console.ts';
import type { StaffAction } from '../staff/index.ts';
import type { StatementDetail } from './statement.ts';
import { REMITTANCE_STATES, type StaffStatementAction } from './transitions.ts';

/**
 * The staff's side of statements: each action's right and the message that says it was
 * done. Finance makes, adjusts, sends, resolves disputes, invoices, confirms receipts and closes.
 */
export const STATEMENT_ACTION_RULES: Record<StaffStatementAction, { right: StaffAction; done: MessageKey }> = {
  adjust: { right: 'manageStatements', done: 'statementAdjusted' },
  send: { right: 'manageStatements', done: 'statementSent' },
  acceptDispute: { right: 'manageStatements', done: 'statementDisputeAccepted' },
  resend: { right: 'manageStatements', done: 'statementResent' },
  invoice: { right: 'issueInvoice', done: 'statementInvoiced' },
  close: { right: 'manageStatements', done: 'statementClosed' },
};

/** A statement as the console lists it. */
export interface ConsoleStatement {
  id: number;
  companyId: number;
  company: string;
  balanceNum: string;
  month: string;
  state: number;
  payStatus: number;
  version: number;
  accountAmount: number;
  recordedAmount: number;
  paidAmount: number;
  dueDate: string;
  createDate: string;
  /** The row's version for `seen` (its last change, in ms). */
  seen: number;
}

/** A remittance as finance handles it. */
export interface ConsoleRemittance {
  id: number;
  statementId: number;
  balanceNum: string;
  company: string;
  amount: number;
  remitDate: string;
  payerName: string;
  payerAccount: string;
  serial: string;
  voucher: string;
  state: string;
  rejectReason: string | null;
  createDate: string;
}

/** The console's remittance lists filter by the remittance's states (transitions.ts). */
export { REMITTANCE_STATES };

/**
 * GET rest/staff/remittances: one state's remittances (recorded, those waiting for finance, when
 * the state is missing or unknown), a page at a time, newest first.
 */
export const remittanceQuerySchema = consolePagingSchema.extend({
  state: z.enum(REMITTANCE_STATES).catch('recorded').default('recorded'),
});
export type RemittanceQuery = z.infer<typeof remittanceQuerySchema>;

export interface ConsoleStatementDetail extends ConsoleStatement {
  detail: StatementDetail;
  remittances: ConsoleRemittance[];
  actions: StaffStatementAction[];
  /** While it waits in the 待开票 queue, what its consolidated invoice is for; null otherwise. */
  invoiceDue: number | null;
  timeline: AuditEntry[];
}

/** Making a company's statement for an ended month by hand (the job does it on the 1st). */
export function statementMakeSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    companyId: recordId(f.say('required', { field: 'statementDoc.company' })),
    month: z
      .string({ error: f.say('statementMonthInvalid') })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: f.say('statementMonthInvalid') }),
  });
}
export type StatementMakeForm = z.infer<ReturnType<typeof statementMakeSchema>>;

const note = (locale: Locale, field: MessageKey) => {
  const f = fields(locale);
  return f
    .requiredText(field, 'required', 'multi')
    .refine((text) => rule.hasMaxLength(text, 200), { error: f.say('maxLength', { field, max: 200 }) });
};

/** An adjustment (state 0, or with a resend): an amount either way and what it is for. */
export function statementAdjustSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    amount: yuanField(locale, 'statement.adjustment', { sign: 'nonZero' }),
    note: note(locale, 'statement.adjustmentNote'),
  });
}
export type StatementAdjustForm = z.infer<ReturnType<typeof statementAdjustSchema>>;

/** Correcting a disputed statement and sending it again: what changed (the amount may be left out). */
export function statementResendSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    amount: yuanField(locale, 'statement.adjustment', { required: false, sign: 'nonZero' }),
    note: note(locale, 'statement.adjustmentNote'),
  });
}
export type StatementResendForm = z.infer<ReturnType<typeof statementResendSchema>>;

/** A step's form carries the hidden `seen` field (common/console.ts). */
export const seenShape = { seen: seenField };

/** A step with nothing to fill in (send, acceptDispute, close): the state seen. */
export const statementStepSchema = z.object(seenShape);

/** Adjusting, with the state seen. */
export const statementAdjustCall = (locale: Locale) => statementAdjustSchema(locale).extend(seenShape);

/** Resending, with the state seen. */
export const statementResendCall = (locale: Locale) => statementResendSchema(locale).extend(seenShape);
