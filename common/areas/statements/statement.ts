import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { asRecordId, wholeOr } from '../../schemas/ids.ts';
import { yuanField } from '../../schemas/yuan.ts';
import { parseMoney, type Money } from '../../money.ts';
import type { BuyerStatementAction } from './transitions.ts';
import type { InvoiceRecord } from '../invoices/index.ts';

/** The SPEC §3 statement on the wire (amounts in yuan), with what the screens need besides. */
export interface StatementRecord {
  id: number;
  companyName: string;
  balanceNum: string;
  state: number;
  year: number;
  month: number;
  startDate: string;
  endDate: string;
  /** What this version totals: the month's credit orders, less credit refunds, with adjustments. */
  accountAmount: number;
  payStatus: number;
  createDate: string;
  dueDate: string;
  version: number;
  /** What earlier statements still owed when this one was made. */
  openingBalance: number;
  /** openingBalance + accountAmount. */
  closingBalance: number;
  /** Remittances recorded (not rejected) and confirmed by finance. */
  recordedAmount: number;
  paidAmount: number;
  diversity: number | null;
  /** SPEC's spelling, kept on the wire. */
  diversityReson: string | null;
  disputedLines: number[];
  actions: BuyerStatementAction[];
}

/** One frozen line of a version. */
export interface StatementLine {
  id: number;
  /** order | refund | adjust; labels `statementLine.*`. */
  kind: string;
  orderNo: string;
  occurredOn: string;
  description: string;
  goods: { name: string; quantity: number; price: number; amount: number }[];
  amount: number;
}

/** The lines of one order (its charge and its refunds), with their subtotal. */
export interface StatementGroup {
  orderNo: string;
  lines: StatementLine[];
  subtotal: number;
}

export interface Remittance {
  id: number;
  amount: number;
  remitDate: string;
  payerName: string;
  payerAccount: string;
  serial: string;
  /** The voucher image's stored path (served to its company only). */
  voucher: string;
  /** recorded | confirmed | rejected; labels `remittanceState.*`. */
  state: string;
  rejectReason: string | null;
  createDate: string;
}

/** rest/customer/bill/balanceInfo/{id}: the statement, its version's lines by order, and its remittances. */
export interface StatementDetail {
  record: StatementRecord;
  groups: StatementGroup[];
  adjustments: StatementLine[];
  remittances: Remittance[];
  /** Every version that was sent, for the downloads. */
  versions: number[];
}

/**
 * balanceInfo/{id}, the buyer's: the statement and the invoices issued for it (the consolidated
 * blue one, and any red ones reversing part of it), oldest first, each with where its file opens.
 */
export interface BuyerStatementDetail extends StatementDetail {
  invoices: InvoiceRecord[];
}

/** The statement list (balancePage): by state, searched by number or month. */
export function statementListQuery() {
  return z.object({
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 40) : ''), z.string()).catch(''),
    state: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z.number().int().min(1).max(9).optional().catch(undefined),
    ),
    page: wholeOr(1, 1, 100_000),
    limit: wholeOr(TABLE_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
  });
}
export type StatementListQuery = z.infer<ReturnType<typeof statementListQuery>>;

const REASON_MAX = 200;

/**
 * Confirming (SPEC §7 confirm {id, diversity, diversityReson}): without a difference it is
 * confirmed; with one (in yuan, what the statement says too much, negative when too little) it
 * is disputed, and the reason is required. Disputed lines may be marked.
 */
export function statementConfirmSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z
    .object({
      // Empty means no difference; otherwise an amount to the fen, either sign.
      diversity: z
        .unknown()
        .optional()
        .transform((value, ctx): Money => {
          const text = value === undefined || value === null ? '' : String(value).trim();
          if (text === '') return 0 as Money;
          const money = parseMoney(text);
          if (money === null || !rule.hasMaxDecimals(text.replace(/^[+-]/, ''), 2)) {
            ctx.addIssue({ code: 'custom', message: f.say('yuanInvalid', { field: 'statement.diversity' }) });
            return z.NEVER;
          }
          return money;
        }),
      diversityReson: z
        .string()
        .trim()
        .max(REASON_MAX, { error: f.say('maxLength', { field: 'statement.diversityReson', max: REASON_MAX }) })
        .optional()
        .transform((value) => value ?? ''),
      disputedLines: z
        .preprocess(
          (value) => (value === undefined ? [] : [value].flat()),
          z.array(z.coerce.number().int().positive()).max(500),
        )
        .optional()
        .transform((value) => value ?? []),
    })
    .refine((form) => form.diversity === 0 || form.diversityReson !== '', {
      error: f.say('statementReasonMissing'),
      path: ['diversityReson'],
    });
}
export type StatementConfirmForm = z.infer<ReturnType<typeof statementConfirmSchema>>;

/**
 * A statement's version (query or body): absent or empty is the current one. One no record can
 * have is 0, which names none: the backend answers not found, as for an unknown statement.
 */
export const statementVersionField = z.preprocess((value) => {
  const raw = [value].flat()[0];
  return raw === undefined || raw === '' ? undefined : (asRecordId(raw) ?? 0);
}, z.number().int().min(0).optional().describe('A version that was sent; absent: the current one.'));

/**
 * POST rest/customer/bill/confirm: the statement's `id` (in the body, as SPEC §7 has it; one no
 * record can have is 0, not found), the version seen and the confirmation or the dispute.
 */
export function statementConfirmCall(locale: Locale = DEFAULT_LOCALE) {
  return statementConfirmSchema(locale).safeExtend({
    id: z.preprocess(
      (value) => asRecordId([value].flat()[0]) ?? 0,
      z.number().int().min(0).describe('The statement’s id.'),
    ),
    version: statementVersionField,
  });
}

/**
 * A remittance the buyer records: the amount, the day it went, the paying account's name and
 * number, the bank's serial number, and the voucher image (uploaded first, like evidence).
 */
export function remittanceSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const text = (field: 'remittance.payerName' | 'remittance.serial', max: number) =>
    f.requiredText(field).refine((value) => rule.hasMaxLength(value, max), {
      error: f.say('maxLength', { field, max }),
    });
  return z.object({
    amount: yuanField(locale, 'remittance.amount', { sign: 'positive' }),
    remitDate: f.requiredText('remittance.remitDate').refine(rule.isCalendarDate, {
      error: f.say('dateInvalid', { field: 'remittance.remitDate' }),
    }),
    payerName: text('remittance.payerName', 100),
    payerAccount: f
      .requiredText('remittance.payerAccount')
      .transform((value) => value.replace(/\s/g, ''))
      .refine(rule.isBankAccount, { error: f.say('bankAccountInvalid') }),
    serial: text('remittance.serial', 64).refine(rule.isLettersDigits, {
      error: f.say('lettersDigits', { field: 'remittance.serial' }),
    }),
    formId: z.string({ error: f.say('voucherMissing') }).min(1, { error: f.say('voucherMissing') }),
    voucher: z.string({ error: f.say('voucherMissing') }).min(1, { error: f.say('voucherMissing') }),
  });
}
export type RemittanceForm = z.infer<ReturnType<typeof remittanceSchema>>;
