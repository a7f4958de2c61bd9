import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { recordId } from '../../schemas/ids.ts';
import { yuanField } from '../../schemas/yuan.ts';

/** SPEC §4 invoice type. */
export const InvoiceType = { ordinary: 1, special: 2 } as const;
const INVOICE_TYPES = [InvoiceType.ordinary, InvoiceType.special] as const;
/** SPEC §4 openStatus. */
export const OpenStatus = { toIssue: 0, issued: 1 } as const;
/** SPEC §4 invoice order status: its labels are messages `invoiceOrderStatus.N`. */
export const InvoiceOrderStatus = {
  pendingPayment: 1,
  pendingInvoice: 2,
  pendingShipment: 3,
  pendingReceipt: 4,
  completed: 5,
  cancelled: 6,
} as const;
/** The step bar of invoiceInfo, in order (labels `invoiceStep.*`). */
export const INVOICE_STEPS = ['submitted', 'paid', 'invoiced', 'shipped', 'received', 'completed'] as const;
export type InvoiceStep = (typeof INVOICE_STEPS)[number];
/** VAT rates the shop invoices at, in percent. */
export const TAX_RATES = [13, 9, 6, 3, 1, 0] as const;
/** Invoice files: a PDF, an OFD (the national format) or the XML of a fully digital invoice, checked by content. */
export const INVOICE_FILE_TYPES = ['pdf', 'ofd', 'xml'] as const;
// Under the backend's 4 MB body limit, with room for the form's fields.
export const INVOICE_FILE_MAX_BYTES = 3 * 1024 * 1024;

/** One issued invoice on the wire (SPEC invoiceList: invoiceCode, invoiceNo, image — the file). */
export interface InvoiceRecord {
  id: number;
  kind: 'blue' | 'red';
  invoiceType: number;
  invoiceCode: string;
  invoiceNo: string;
  issueDate: string;
  /** Tax included, net and tax, in yuan (negative on a red one). */
  amount: number;
  netAmount: number;
  taxAmount: number;
  taxRate: number;
  fileType: string;
  /** SPEC's `image`: where the file opens for the buyer. */
  image: string;
  /** The statement a consolidated invoice covers, when it is one. */
  balanceNum: string | null;
}

/** GET /rest/invoiceOrder/info/{id}: SPEC §3 invoice order info, with the step bar's dates. */
export interface InvoiceOrderInfo {
  orderId: number;
  orderNo: string;
  orderDate: string;
  orderStatus: number;
  /** SPEC §4 invoice order status 1–6. */
  invoiceOrderStatus: number;
  invoiceType: number;
  openStatus: number;
  content: string;
  unitName: string;
  taxcode: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  invoiceList: InvoiceRecord[];
  /** Each step with when it happened, null while it waits. */
  steps: { step: InvoiceStep; date: string | null }[];
  /** A credit order is invoiced with its month's statement: that statement, once there is one. */
  balanceNum: string | null;
}

/**
 * Issuing an invoice (the staff's form): a fully digital invoice has a 20-digit number and no code;
 * an older one an 8-digit number with its 10- or 12-digit code. The amount (tax included, to the
 * fen) splits by the rate into amount and tax. The file comes with the form and is checked by content.
 */
export function invoiceIssueSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object(invoiceIssueShape(locale)).refine(...numberMatchesCode(locale));
}

function invoiceIssueShape(locale: Locale) {
  const f = fields(locale);
  return {
    invoiceType: codedChoice(INVOICE_TYPES, f.say('required', { field: 'invoice.invoiceType' })),
    invoiceCode: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || /^\d{10}$|^\d{12}$/.test(value), { error: f.say('invoiceCodeInvalid') }),
    invoiceNo: f.requiredText('invoice.invoiceNo').refine((value) => /^\d{8}$|^\d{20}$/.test(value), {
      error: f.say('invoiceNoInvalid'),
    }),
    issueDate: f
      .requiredText('invoice.issueDate')
      .refine(rule.isCalendarDate, { error: f.say('dateInvalid', { field: 'invoice.issueDate' }) }),
    amount: yuanField(locale, 'invoice.amount', { sign: 'positive' }),
    taxRate: codedChoice(TAX_RATES, f.say('taxRateInvalid'), {
      missing: f.say('required', { field: 'invoice.taxRate' }),
    }),
  };
}

/** A 20-digit number has no code; an 8-digit one has its code. */
function numberMatchesCode(
  locale: Locale,
): [(form: { invoiceNo: string; invoiceCode: string }) => boolean, { error: string; path: string[] }] {
  return [
    (form) => (form.invoiceNo.length === 20) === (form.invoiceCode === ''),
    { error: fields(locale).say('invoiceNumberShape'), path: ['invoiceNo'] },
  ];
}

/**
 * The invoice's file in a multipart form. Whether it is there (not empty) and what it is are the
 * backend's to say, by content (backend/areas/invoices/invoice-file.ts): a file that is missing,
 * empty or not a file at all reads as none, which the backend refuses as it refuses an empty one.
 */
const invoiceFileField = z.preprocess(
  (value) => (value instanceof File && value.size > 0 ? value : undefined),
  z
    .file()
    .optional()
    .describe(
      `Required: the invoice as a PDF, an OFD or the XML of a fully digital invoice, at most ${INVOICE_FILE_MAX_BYTES / 1024 / 1024} MB, checked by content.`,
    ),
);

/**
 * POST rest/staff/invoices/issue (multipart): what the blue invoice is for, the invoice's fields and
 * its `file`; what it is for is checked first, as a target that is not there is not found.
 */
export function invoiceIssueCall(locale: Locale = DEFAULT_LOCALE) {
  return z
    .object({ ...invoiceTargetSchema(locale).shape, ...invoiceIssueShape(locale), file: invoiceFileField })
    .refine(...numberMatchesCode(locale));
}

/** POST rest/staff/invoices/reverse (multipart): the refund a red invoice reverses, its fields and its `file`. */
export function invoiceReverseCall(locale: Locale = DEFAULT_LOCALE) {
  return z
    .object({ ...invoiceReverseSchema(locale).shape, ...invoiceIssueShape(locale), file: invoiceFileField })
    .refine(...numberMatchesCode(locale));
}
export type InvoiceIssueForm = z.infer<ReturnType<typeof invoiceIssueSchema>>;

/** What a blue invoice is for: an offline-paid order or a confirmed statement. */
export function invoiceTargetSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    target: z.enum(['order', 'statement'], { error: f.say('notFound') }),
    targetId: recordId(f.say('notFound')),
  });
}

/** A reversal (红字) names the refund it reverses. */
export function invoiceReverseSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({ refundId: recordId(f.say('notFound')) });
}
