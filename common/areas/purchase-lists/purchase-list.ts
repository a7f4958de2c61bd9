import { z } from 'zod';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import { quantityField } from '../cart/index.ts';
import { idList, recordId } from '../../schemas/ids.ts';

/** A list's name: what a clerk tells lists apart by, short enough for a menu. */
export const PURCHASE_LIST_NAME_MAX = 30;
/** Lines one call adds: a whole cart or order at once, well within one statement's bound values. */
export const PURCHASE_LIST_ADD_MAX = 1000;

/** rest/purchaseList/create and rename {name}: 1 to 30 characters once trimmed. */
export function purchaseListNameSchema(locale: Locale = DEFAULT_LOCALE) {
  const required = message(locale, 'required', { field: 'field.purchaseListName' });
  return z.object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(
        PURCHASE_LIST_NAME_MAX,
        message(locale, 'maxLength', { field: 'field.purchaseListName', max: PURCHASE_LIST_NAME_MAX }),
      ),
  });
}
export type PurchaseListNameForm = z.infer<ReturnType<typeof purchaseListNameSchema>>;

/** One goods and its quantity (1..9999), as a line of a list. */
export function purchaseListLineSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    goodsId: recordId(message(locale, 'choose', { field: 'field.goodsId' })),
    quantity: quantityField(locale),
  });
}

/**
 * rest/purchaseList/{id}/add {lines}: goods from the detail page, the cart, an order or a quick
 * order. A goods the list has already gains the quantity, up to 9999.
 */
export function purchaseListAddSchema(locale: Locale = DEFAULT_LOCALE) {
  const choose = message(locale, 'choose', { field: 'field.purchaseListLines' });
  return z.object({
    lines: z.array(purchaseListLineSchema(locale), { error: choose }).min(1, choose).max(PURCHASE_LIST_ADD_MAX, choose),
  });
}

/** rest/purchaseList/{id}/quantity {goodsId, quantity}: a line's quantity set as typed. */
export const purchaseListQuantitySchema = purchaseListLineSchema;

/** rest/purchaseList/{id}/remove {goodsIds}: the ticked lines; none ticked is SPEC §8's 'please select data'. */
export function purchaseListRemoveSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ goodsIds: idList(message(locale, 'selectData')) });
}

/** rest/purchaseList/{id}/order {goodsIds?}: the ticked lines into a quick-order review, or every line when none are. */
export function purchaseListOrderSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    goodsIds: z.preprocess(
      (value) => (value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value),
      idList(message(locale, 'selectData')).optional(),
    ),
  });
}

/** A row of rest/purchaseList/my: the company's lists, each saying whether the caller may change it. */
export interface PurchaseListSummary {
  id: number;
  name: string;
  ownerId: number;
  /** The account that made it (its username). */
  ownerName: string;
  lineCount: number;
  updatedAt: string;
  /** The main account and approvers change any list; a purchaser its own. */
  editable: boolean;
}

/** A row of rest/staff/purchaseLists/company/{id}: a company's list as the staff see it. */
export type StaffPurchaseList = Omit<PurchaseListSummary, 'editable'>;

/** A line of a list with today's goods facts. */
export interface PurchaseListLine {
  goodsId: number;
  code: string;
  name: string;
  image: string;
  unit: string;
  /** Today's unit price, wire money. */
  price: number;
  minimum: number;
  stock: number;
  onSale: boolean;
  quantity: number;
}

/** rest/purchaseList/{id}: the list and its lines, oldest first. */
export interface PurchaseListDetail extends PurchaseListSummary {
  lines: PurchaseListLine[];
}

/** rest/purchaseList/create: the new list's id. */
export interface PurchaseListCreated {
  id: number;
}

/** rest/purchaseList/{id}/add: whether any goods stopped at 9999. */
export interface PurchaseListAdded {
  capped: boolean;
}

/**
 * How an imported line went: `added`, `capped` (added, stopped at 9999), or why it was not, as a
 * quick order says it (no goods has the code, several do, no or a bad quantity).
 */
export type PurchaseListImportOutcome = 'added' | 'capped' | 'notFound' | 'ambiguous' | 'noQuantity' | 'notANumber';

export interface PurchaseListImportLine {
  line: number;
  code: string;
  quantity: number | null;
  outcome: PurchaseListImportOutcome;
  goodsName?: string;
}

/** rest/purchaseList/{id}/import: each line of the text or file and how it went. */
export interface PurchaseListImport {
  lines: PurchaseListImportLine[];
  headerSkipped: boolean;
  cutAt: number | null;
}
