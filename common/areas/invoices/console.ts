import { z } from 'zod';
import { optionalId } from '../../schemas/ids.ts';
import { consolePagingSchema } from '../../console.ts';

/**
 * The 待开票 and 红字 queues, as finance works them: each is its own paged list,
 * GET rest/staff/invoices/queue/{queue}, answering `{ list, total }`.
 */
export const INVOICE_QUEUES = ['orders', 'statements', 'reversals'] as const;
export type InvoiceQueue = (typeof INVOICE_QUEUES)[number];

/**
 * A queue's query: its page and size as every console list reads them, and `id` to ask whether
 * one row still waits (an order's, a statement's or, for reversals, a refund's id): the issuing
 * screens read their row this way, wherever it is in the queue.
 */
export const invoiceQueueQuerySchema = consolePagingSchema.extend({ id: optionalId });
export type InvoiceQueueQuery = z.infer<typeof invoiceQueueQuerySchema>;

/** An offline-paid order without an invoice yet (credit orders are invoiced with their statement). */
export interface ConsoleInvoiceOrder {
  id: number;
  orderNo: string;
  company: string;
  invoiceType: number;
  unitName: string;
  amount: number;
  paidDate: string | null;
}

/** A confirmed statement (or an overdue one never invoiced) for consolidated invoicing. */
export interface ConsoleInvoiceStatement {
  id: number;
  balanceNum: string;
  company: string;
  state: number;
  invoiceType: number;
  amount: number;
  confirmedDate: string | null;
}

/** A refund on an invoiced order that waits for its red-letter invoice. */
export interface ConsoleInvoiceReversal {
  refundId: number;
  orderId: number;
  orderNo: string;
  company: string;
  invoiceId: number;
  invoiceNo: string;
  amount: number;
  refundDate: string;
}

/** What each queue's rows are. */
export interface ConsoleInvoiceRows {
  orders: ConsoleInvoiceOrder;
  statements: ConsoleInvoiceStatement;
  reversals: ConsoleInvoiceReversal;
}
