import { z } from 'zod';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import { idOrZero } from '../../schemas/ids.ts';

/** The most characters a pasted quick order may hold: 1,000 lines with a name column between code and quantity. */
export const QUICK_ORDER_TEXT_MAX = 100_000;
/** The largest .xlsx or .csv file a quick order reads: 1,000 lines are a few tens of kilobytes. */
export const QUICK_ORDER_FILE_MAX = 512 * 1024;
/** What the file field offers to choose. */
export const QUICK_ORDER_FILE_ACCEPT = '.xlsx,.csv';

/** rest/quickOrder/check and review {text}: the pasted lines (the same field posts without JavaScript). */
export function quickOrderTextSchema(locale: Locale = DEFAULT_LOCALE) {
  const required = message(locale, 'required', { field: 'field.quickOrderText' });
  return z.object({
    text: z
      .string({ error: required })
      .max(
        QUICK_ORDER_TEXT_MAX,
        message(locale, 'maxLength', { field: 'field.quickOrderText', max: QUICK_ORDER_TEXT_MAX }),
      )
      .refine((text) => text.trim() !== '', required),
  });
}
export type QuickOrderTextForm = z.infer<ReturnType<typeof quickOrderTextSchema>>;

/**
 * rest/quickOrder/upload {file}: one .xlsx or .csv file of at most QUICK_ORDER_FILE_MAX (what it
 * holds the backend reads from its bytes).
 */
export function quickOrderFileSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    file: z
      .file({ error: message(locale, 'choose', { field: 'field.quickOrderFile' }) })
      .min(1, { error: message(locale, 'choose', { field: 'field.quickOrderFile' }) })
      .max(QUICK_ORDER_FILE_MAX, {
        error: message(locale, 'quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` }),
      }),
  });
}

/** rest/quickOrder/confirm {review}: the review's token (`token` on the wire is the session's, SPEC §7). */
export function quickOrderConfirmSchema(locale: Locale = DEFAULT_LOCALE) {
  const error = message(locale, 'notFound');
  return z.object({ review: z.string({ error }).regex(/^[\w-]{16,64}$/, error) });
}

/** rest/quickOrder/reorder {orderId}: an order of the caller's company; one no order can have finds none (404). */
export const reorderSchema = z.object({ orderId: idOrZero });

/**
 * How a line checks out. `found` lines go to the cart; each other says why not: no goods has the
 * code, several have it as item number, off sale, under the goods' minimum, more than the stock,
 * more than the 9999 one cart line holds (with what the cart has already), or a bad quantity.
 */
export const LINE_OUTCOMES = [
  'found',
  'notFound',
  'ambiguous',
  'offSale',
  'belowMinimum',
  'overStock',
  'overMax',
  'noQuantity',
  'notANumber',
] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

/** The goods a line names, as they are now. */
export interface QuickOrderGoods {
  id: number;
  code: string;
  name: string;
  unit: string;
  /** Today's unit price, wire money. */
  price: number;
  /** The least one may buy. */
  minimum: number;
  stock: number;
  /** What the caller's cart holds of it already. */
  inCart: number;
}

export interface CheckedLine {
  /** The line of the text (or of the order) it came from, counted from 1. */
  line: number;
  code: string;
  quantity: number | null;
  outcome: LineOutcome;
  /** Later lines of the same goods whose quantities were added to this one. */
  merged?: number[];
  goods?: QuickOrderGoods;
  /** A re-order's price then (wire money), when today's differs. */
  previousPrice?: number;
  /** After confirming: whether the line went into the cart. */
  added?: boolean;
}

/** How a review started: pasted text, a file, an earlier order, or a purchase list. */
export type QuickOrderSource = 'paste' | 'file' | 'reorder' | 'list';

/** rest/quickOrder/check: the lines as they check out now; nothing is stored. */
export interface QuickOrderCheck {
  lines: CheckedLine[];
  headerSkipped: boolean;
  /** The text's line after which nothing was read (too many lines), or null. */
  cutAt: number | null;
}

/** A stored review (rest/quickOrder/review, upload, reorder, review/{token}) and, once confirmed, its result. */
export interface QuickOrderReview extends QuickOrderCheck {
  token: string;
  state: 'reviewed' | 'added';
  source: QuickOrderSource;
  /** The order a re-order came from. */
  orderNo: string | null;
}

/** rest/quickOrder/confirm: the review as it went into the cart. */
export interface QuickOrderResult extends QuickOrderReview {
  added: number;
  /** The review had been confirmed before (a second submit, another tab): nothing more was added. */
  alreadyAdded: boolean;
}

/** A line is worth putting in the cart. */
export const isGoodLine = (line: CheckedLine) => line.outcome === 'found';
