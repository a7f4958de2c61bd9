import { z } from 'zod';
import type { AuditEntry } from '../../console.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import { parseMoney, type Money } from '../../money.ts';
import { fields } from '../../schemas/fields.ts';
import { asRecordId, recordId } from '../../schemas/ids.ts';
import { shanghaiDate, shanghaiMoment } from '../../time.ts';

/**
 * The staff's side of price lists (协议价) and catalogues (专属商品池): the forms the console's
 * screens post (checked by the same schema in the browser, the web server and the backend) and
 * what the backend answers.
 */

export const PRICE_LIST_NAME_MAX = 60;
/** The most rows one import file or one list's items hold: what one export holds. */
export const PRICE_LIST_ROWS_MAX = 10_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` a person typed, as the Shanghai midnight it starts; null when it is no calendar day. */
export function dayStart(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const moment = shanghaiMoment(year, month, day);
  // 2026-02-30 rolls over to March: it is not a day.
  return shanghaiDate(moment) === text.trim() ? moment : null;
}

/** A list's period as the screens show it: the first day and the last day in force (valid_to is the midnight after it). */
export function periodDays(validFrom: number, validTo: number): { validFrom: string; validTo: string } {
  return { validFrom: shanghaiDate(validFrom), validTo: shanghaiDate(validTo - 1) };
}

/** A discount's rate as the percentage staff type (9500 → '95', 9250 → '92.5'). */
export function rateToPercent(rate: number): string {
  return String(rate / 100);
}

/** A percentage as typed (95, 92.5, 92.25) as ten-thousandths; null when it is not one above 0 and at most 100. */
export function percentToRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const rate = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return rate > 0 && rate <= 10_000 ? rate : null;
}

/** An agreed price as typed: yuan above 0 with at most 4 decimals; null otherwise. */
export function agreedPrice(value: unknown): Money | null {
  const money = parseMoney(value);
  return money !== null && money > 0 ? money : null;
}

const dayField = (locale: Locale, field: MessageKey) => {
  const f = fields(locale);
  return f.requiredText(field).transform((text, ctx) => {
    const moment = dayStart(text);
    if (moment === null) {
      ctx.addIssue({ code: 'custom', message: f.say('priceListDateInvalid', { field }) });
      return z.NEVER;
    }
    return moment;
  });
};

/** A list's name, its first and last day (Shanghai), and the company's contract that carries it, if any. */
export function priceListFormSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z
    .object({
      name: f.requiredText('field.priceListName').refine((text) => text.length <= PRICE_LIST_NAME_MAX, {
        error: f.say('maxLength', { field: 'field.priceListName', max: PRICE_LIST_NAME_MAX }),
      }),
      validFrom: dayField(locale, 'field.priceListFrom'),
      validTo: dayField(locale, 'field.priceListTo'),
      contractId: z.preprocess((value) => asRecordId(value) ?? null, z.number().nullable()),
    })
    .refine((form) => form.validTo >= form.validFrom, {
      path: ['validTo'],
      error: f.say('priceListDatesReversed'),
    })
    .transform((form) => ({
      name: form.name,
      validFrom: form.validFrom,
      // The last day is in force to its end: the list ends at the next midnight.
      validTo: form.validTo + 24 * 60 * 60 * 1000,
      contractId: form.contractId,
    }));
}
export type PriceListForm = z.infer<ReturnType<typeof priceListFormSchema>>;

const goodsCodeField = (locale: Locale) => {
  const f = fields(locale);
  return f
    .requiredText('field.priceListGoodsCode')
    .refine((text) => text.length <= 50, { error: f.say('maxLength', { field: 'field.priceListGoodsCode', max: 50 }) });
};

/** One goods at its own price: its code and the agreed price in yuan. */
export function priceListItemSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    goodsCode: goodsCodeField(locale),
    price: z.unknown().transform((value, ctx): Money => {
      if (value === undefined || value === '') {
        ctx.addIssue({ code: 'custom', message: f.say('required', { field: 'field.priceListPrice' }) });
        return z.NEVER;
      }
      const money = agreedPrice(value);
      if (money === null) {
        ctx.addIssue({ code: 'custom', message: f.say('priceListPriceInvalid') });
        return z.NEVER;
      }
      return money;
    }),
  });
}

/** A goods by its code (a catalogue's goods). */
export function catalogueGoodsSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ goodsCode: goodsCodeField(locale) });
}

/** Which goods line to take away (a list's item, a catalogue's goods). */
export function goodsIdSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ goodsId: recordId(fields(locale).say('notFound')) });
}

/** Which discount to take away. */
export function discountIdSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ discountId: recordId(fields(locale).say('notFound')) });
}

/** A discount: on a category (its whole subtree) or a brand, as `category:12` / `brand:3`, and the percentage paid. */
export function priceListDiscountSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    target: z
      .string({ error: f.say('priceListTargetUnknown') })
      .regex(/^(category|brand):\d{1,10}$/, { error: f.say('priceListTargetUnknown') })
      .transform((text) => {
        const [kind, id] = text.split(':') as ['category' | 'brand', string];
        return { kind, id: Number(id) };
      }),
    percent: z.unknown().transform((value, ctx): number => {
      const rate = typeof value === 'string' || typeof value === 'number' ? percentToRate(String(value)) : null;
      if (rate === null) {
        ctx.addIssue({ code: 'custom', message: f.say('priceListPercentInvalid') });
        return z.NEVER;
      }
      return rate;
    }),
  });
}

/** A catalogue turned on or off. */
export const catalogueSwitchSchema = z.object({
  enabled: z.preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean()),
});

/** The console's search for companies to give a list to: up to 40 characters of a name (none: the first ones). */
export const companySearchQuery = z.object({
  q: z.preprocess((value) => {
    const first = [value].flat()[0];
    return typeof first === 'string' ? first.trim().slice(0, 40) : '';
  }, z.string()),
});

/**
 * A list's items or a catalogue's goods as a file (.xlsx or .csv, read as the quick order reads
 * one); its size is bounded while the body is read, before this schema sees it.
 */
export function priceListFileSchema(locale: Locale = DEFAULT_LOCALE) {
  const choose = fields(locale).say('choose', { field: 'field.quickOrderFile' });
  return z.object({ file: z.file({ error: choose }).min(1, choose) });
}

/** A list as the console lists it; dates are Shanghai days, validTo the last day in force. */
export interface PriceListSummary {
  id: number;
  companyId: number;
  company: string;
  name: string;
  validFrom: string;
  validTo: string;
  /** In force now. */
  current: boolean;
  contractId: number | null;
  contractNo: string | null;
  /** Goods priced by the list (its items and discounted goods). */
  rows: number;
  /** Its last change, in milliseconds: forms send it back as `seen`. */
  version: number;
}

export interface PriceListItemRow {
  goodsId: number;
  code: string;
  name: string;
  /** The goods' list price and the agreed price, wire yuan. */
  listPrice: number;
  price: number;
}

export interface PriceListDiscountRow {
  id: number;
  kind: 'category' | 'brand';
  targetId: number;
  targetName: string;
  /** The percentage paid (95, 92.5). */
  percent: string;
}

export interface PriceListDetail extends PriceListSummary {
  items: PriceListItemRow[];
  discounts: PriceListDiscountRow[];
  /** The company's contracts one may attach the list to. */
  contracts: PriceListContractChoice[];
  targets: DiscountTargets;
  /** Every change of the list, newest first (the staff's audit log). */
  timeline: AuditEntry[];
}

export interface PriceListContractChoice {
  id: number;
  contractNo: string;
  contractName: string;
}

/** What a discount may be on: every category (named with its parents) and brand. */
export interface DiscountTargets {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}

/** A company's lists and its catalogue's state, on the company's price-list page and the console's company page. */
export interface CompanyPriceLists {
  companyId: number;
  company: string;
  lists: PriceListSummary[];
  catalogue: { enabled: boolean; goods: number };
  contracts: PriceListContractChoice[];
}

export interface CatalogueGoodsRow {
  goodsId: number;
  code: string;
  name: string;
  listPrice: number;
  onSale: boolean;
}

export interface CatalogueDetail {
  companyId: number;
  company: string;
  enabled: boolean;
  goods: CatalogueGoodsRow[];
}

/** Companies staff may give a list to, found by name or an account's username or mobile. */
export interface PriceListCompany {
  id: number;
  name: string;
  lists: number;
}

/** One bad row of an import file: its line in the file (from 1) and what is wrong with it. */
export interface ImportProblem {
  line: number;
  code: string;
  problem: string;
}

/** An import's answer: rows written, or every bad row and nothing written. */
export interface ImportResult {
  imported: number;
  problems: ImportProblem[];
}

/** A price list as a contract's page names it: the list a contract carries and its period. */
export interface ContractPriceList {
  id: number;
  contractId: number;
  name: string;
  validFrom: string;
  validTo: string;
}
