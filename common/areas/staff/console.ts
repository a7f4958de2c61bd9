import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import { parseMoney, type Money } from '../../money.ts';
import * as rule from '../../rules.ts';
import { isCalendarDate } from '../../rules.ts';
import { parcelSchema, type ParcelForm } from '../../schemas/parcel.ts';
import { fields } from '../../schemas/fields.ts';
import { wholeNumber, wholeOr } from '../../schemas/ids.ts';

/**
 * The console's lists and forms. Every list is a GET form: its filters, search,
 * sort and page are query parameters, so each view is a link that works without JavaScript,
 * and the same query exports the list as CSV.
 */

/** The lists of the console and what each may be sorted by (the first is the default). */
export const CONSOLE_LISTS = {
  companies: { sorts: ['created', 'name'], statuses: ['pending', 'approved', 'refused', 'blocked'] },
  certifications: { sorts: ['applied', 'name'], statuses: ['5', '1', '2', '3', '4', '0'] },
  afterSales: { sorts: ['created'], statuses: ['1', '2', '3', '4', '5', '6', '7'] },
  contracts: { sorts: ['created', 'endDate'], statuses: ['0', '1', '2', '3', '4', '5', '6'] },
  statements: { sorts: ['month', 'due'], statuses: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] },
  orders: { sorts: ['created', 'total'], statuses: ['0', '1', '2', '3', '4'] },
  goods: { sorts: ['id', 'stock', 'price', 'sales'], statuses: ['onSale', 'offSale', 'outOfStock'] },
  messages: { sorts: ['created'], statuses: ['open', 'handled'] },
  sms: { sorts: ['created'], statuses: ['stored', 'sent', 'failed'] },
  audit: { sorts: ['created'], statuses: [] },
  staff: { sorts: ['username'], statuses: ['active', 'inactive'] },
} as const;
export type ConsoleList = keyof typeof CONSOLE_LISTS;

/**
 * A console list's page (from 1) and size: what is not a whole number falls back to page 1 and
 * 20 rows, and a number out of bounds is clamped (at most MAX_PAGE_SIZE rows), so a bad link
 * shows a page rather than an error. Every paged console call reads its page with this.
 */
export const consolePagingSchema = z.object({
  page: wholeOr(1, 1, 100_000),
  limit: wholeOr(TABLE_PAGE_SIZES[1], 1, MAX_PAGE_SIZE),
});
export type ConsolePaging = z.infer<typeof consolePagingSchema>;

/** A list's query: unknown values fall back to the defaults, so a bad link shows the plain list. */
export function consoleQuery<L extends ConsoleList>(list: L) {
  const { sorts, statuses } = CONSOLE_LISTS[list];
  const oneOf = <T extends readonly string[]>(values: T) =>
    z.preprocess(
      (value) => (typeof value === 'string' && value !== '' ? value : undefined),
      z
        .enum(values as unknown as [string, ...string[]])
        .optional()
        .catch(undefined),
    );
  return z.object({
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 100) : ''), z.string()).catch(''),
    status: statuses.length > 0 ? oneOf(statuses) : z.undefined().catch(undefined),
    sort: oneOf(sorts).transform((value) => value ?? sorts[0]),
    dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
    ...consolePagingSchema.shape,
    /** The audit trail filters by what was changed. */
    entity: z
      .preprocess(
        (value) => (typeof value === 'string' && value !== '' ? value : undefined),
        z.string().max(30).optional(),
      )
      .catch(undefined),
  });
}
export type ConsoleQuery = z.infer<ReturnType<typeof consoleQuery>>;

/** Registration review is promised within 2 working days (SPEC §1). */
export const REVIEW_WORKING_DAYS = 2;

/** A to-do queue on the console's home: how many wait, since when, and whether the oldest is late. */
export interface TodoQueue {
  key:
    | 'registrations'
    | 'certifications'
    | 'afterSaleReview'
    | 'afterSaleGoods'
    | 'afterSaleRefund'
    | 'payments'
    | 'shipments'
    | 'messages'
    | 'outOfStock'
    | 'contractsToSend'
    | 'contractsExpiring'
    | 'statementsToMake'
    | 'statementsToSend'
    | 'statementDisputes'
    | 'remittancesToConfirm'
    | 'overdueStatements'
    | 'invoicesToIssue'
    | 'invoiceReversals';
  count: number;
  /** When the oldest item started waiting (wire time), or null when the queue is empty. */
  oldest: string | null;
  /** The promise the oldest item is held to, when the queue has one (registrations). */
  deadline: string | null;
  overdue: boolean;
}

export interface Todo {
  queues: TodoQueue[];
}

/** A company as the console lists it: its main account beside it. */
export interface ConsoleCompany {
  id: number;
  name: string;
  status: string;
  username: string;
  linkman: string;
  mobile: string;
  email: string;
  createDate: string;
  reviewDate: string | null;
  /** For a pending registration: the end of its 2 working days. */
  deadline: string | null;
  blockDate: string | null;
  /** A certification of the company passed (已认证). */
  certified: boolean;
}

export interface ConsoleCompanyDetail extends ConsoleCompany {
  accounts: { id: number; username: string; accountType: number; linkman: string; mobile: string }[];
  orderCount: number;
  actions: string[];
  timeline: AuditEntry[];
}

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

export interface ConsoleGoods {
  id: number;
  name: string;
  brand: string;
  category: string;
  price: number;
  stock: number;
  unit: string;
  onSale: boolean;
  saleCount: number;
}

export interface ConsoleMessage {
  id: number;
  content: string;
  company: string;
  linkman: string;
  phone: string;
  createDate: string;
  handledDate: string | null;
  handledBy: string | null;
  note: string | null;
}

export interface ConsoleSms {
  id: number;
  mobile: string;
  content: string;
  createDate: string;
  state: string;
  failure: string | null;
}

/** One row of the audit trail: who, when, what, before → after, why. */
export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  entity: string;
  entityId: number;
  entityLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createDate: string;
}

/** A reason staff give (refuse, block, cancel): kept in the audit trail and, where it goes out, in the SMS. */
export function reasonSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    reason: f.requiredText('field.reason', 'required', 'multi').refine((text) => rule.hasMaxLength(text, 200), {
      error: f.say('maxLength', { field: 'field.reason', max: 200 }),
    }),
  });
}

/** An optional note of at most 200 characters. */
function optionalNote(locale: Locale, field: 'field.note' | 'field.reason') {
  const f = fields(locale);
  // An empty form field arrives as nothing at all (Conform makes '' undefined): read as ''.
  return z
    .string()
    .optional()
    .transform((text) => text?.trim() ?? '')
    .refine((text) => rule.hasMaxLength(text, 200), { error: f.say('maxLength', { field, max: 200 }) });
}

/** An optional reason (approve, unblock): kept in the audit trail when given. */
export function optionalReasonSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ reason: optionalNote(locale, 'field.reason') });
}

/** An optional note (mark a message handled). */
export function noteSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ note: optionalNote(locale, 'field.note') });
}

/** An amount in yuan with up to 4 decimals, not negative. */
export const moneyField = (locale: Locale, field: MessageKey) => {
  const f = fields(locale);
  return z.unknown().transform((value, ctx): Money => {
    if (value === undefined || value === '') {
      ctx.addIssue({ code: 'custom', message: f.say('required', { field }) });
      return z.NEVER;
    }
    const money = parseMoney(value);
    if (money === null || money < 0) {
      ctx.addIssue({ code: 'custom', message: f.say('moneyInvalid', { field }) });
      return z.NEVER;
    }
    return money;
  });
};

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

/** Shipping: the carrier and its tracking number (one parcel's schema, common/schemas/parcel.ts). */
export const shipSchema = parcelSchema;
export type ShipForm = ParcelForm;

/** Goods: stock and price change, each with its own form. */
export function stockSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    stock: wholeNumber(f.say('integer', { field: 'field.stock' }), (n) =>
      n
        .min(0, f.say('nonNegative', { field: 'field.stock' }))
        .max(9_999_999, f.say('between', { field: 'field.stock', min: 0, max: 9_999_999 })),
    ),
  });
}

export function priceSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ price: moneyField(locale, 'field.price') });
}

export function saleSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    onSale: z.preprocess(
      (value) =>
        value === '1' || value === 1 || value === 'true' || value === true
          ? true
          : value === '0' || value === 0 || value === 'false' || value === false
            ? false
            : undefined,
      z.boolean({ error: f.say('choose', { field: 'field.onSale' }) }),
    ),
  });
}
