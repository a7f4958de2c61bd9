import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from './constants.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from './messages.ts';
import { parseMoney, type Money } from './money.ts';
import * as rule from './rules.ts';
import { parcelSchema, type ParcelForm } from './schemas/parcel.ts';
import { fields } from './schemas/fields.ts';
import { wholeOr } from './schemas/ids.ts';

/**
 * What every area's console shares: its lists, the forms of a reason or a note, the audit trail's
 * row and the state a member saw. The console's lists and forms. Every list is a GET form: its filters, search,
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
  // Companies with credit: in use (something owed), or used up (nothing left, or less than nothing).
  credit: { sorts: ['used', 'available', 'limit', 'name'], statuses: ['inUse', 'usedUp'] },
  orders: { sorts: ['created', 'total'], statuses: ['0', '1', '2', '3', '4'] },
  goods: { sorts: ['id', 'stock', 'price', 'sales'], statuses: ['onSale', 'offSale', 'outOfStock'] },
  messages: { sorts: ['created'], statuses: ['open', 'handled'] },
  sms: { sorts: ['created'], statuses: ['stored', 'queued', 'sent', 'failed'] },
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

/** Shipping: the carrier and its tracking number (one parcel's schema, common/schemas/parcel.ts). */
export const shipSchema = parcelSchema;
export type ShipForm = ParcelForm;

/**
 * The state (or version) a staff member saw when the form was drawn, the hidden `seen` field of every
 * console form that moves a record: the backend compares it with the record's state now, and answers
 * 10060 「已被他人处理」 when another hand moved it meanwhile. Optional: a scripted call acts on the state
 * as it is. Part of each such call's input schema, so the OpenAPI document shows it.
 */
export const seenField = z.preprocess(
  (value) => {
    const seen = [value].flat()[0];
    return typeof seen === 'string' && seen !== '' ? seen : typeof seen === 'number' ? String(seen) : undefined;
  },
  z.string().optional().meta({
    description: 'What the form showed of the record (its state or version); another hand changed it meanwhile: 10060.',
  }),
);
