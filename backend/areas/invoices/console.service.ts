import type { InvoiceIssueForm, InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import type { ConsoleInvoiceRows, InvoiceQueue, InvoiceQueueQuery } from '../../../common/areas/invoices/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import type { InvoiceTarget } from './console-due.ts';
import { blueInvoiceIssuer } from './console-issue.ts';
import { invoiceQueues } from './console-queues.ts';
import { consoleInvoice, loadInvoice } from './console-record.ts';
import { redInvoiceIssuer } from './console-reverse.ts';
import { INVOICE_CONTENT_TYPES, type InvoiceFileType } from './invoice-file.ts';

export type { InvoiceTarget } from './console-due.ts';

/**
 * Invoicing on the staff's side: the 待开票 queue (offline-paid orders with their
 * header, confirmed statements for consolidated invoicing) and the 红字 queue (refunds on invoiced
 * orders); issuing a blue invoice with its number, date, 价税分离 amounts and file; a red one for a
 * refund. 专票 goes only to a certified general taxpayer whose header's tax code is its credit code.
 */
export function invoiceConsoleService({ db, clock, files }: Deps) {
  const issueBlue = blueInvoiceIssuer({ db, clock, files });
  const issueRed = redInvoiceIssuer({ db, clock, files });

  return {
    /**
     * One of the 待开票 and 红字 queues, a page at a time, oldest first: what waited longest is
     * done first, and a queue longer than a page goes on to the next instead of being cut short.
     * Each is ordered by its time and then its id, so rows with the same time keep their place
     * from one page to the next. With `id`, only that row, if it still waits.
     */
    async queue<Q extends InvoiceQueue>(
      actor: StaffActor,
      name: Q,
      query: InvoiceQueueQuery,
    ): Promise<Page<ConsoleInvoiceRows[Q]>> {
      assertMay(actor, 'view');
      const page = await invoiceQueues[name](db, query);
      return page as Page<ConsoleInvoiceRows[Q]>;
    },

    /** The invoices of an order or a statement, for the console's detail screens. */
    async invoicesOf(actor: StaffActor, target: InvoiceTarget): Promise<InvoiceRecord[]> {
      assertMay(actor, 'view');
      const rows = await db
        .selectFrom('invoice')
        .select('id')
        .where(target.target === 'order' ? 'order_id' : 'statement_id', '=', target.targetId)
        .orderBy('id')
        .execute();
      return Promise.all(rows.map((row) => consoleInvoice(db, row.id)));
    },

    /** Issues a blue invoice for the whole amount due (console-issue.ts). */
    async issue(
      actor: StaffActor,
      target: InvoiceTarget,
      form: InvoiceIssueForm,
      file: Uint8Array,
    ): Promise<InvoiceRecord> {
      assertMay(actor, 'issueInvoice');
      return issueBlue(actor, target, form, file);
    },

    /** A red invoice for a refund on an invoiced order: once per refund, at most the refund's amount. */
    async reverse(
      actor: StaffActor,
      refundId: number,
      form: InvoiceIssueForm,
      file: Uint8Array,
    ): Promise<InvoiceRecord> {
      assertMay(actor, 'issueInvoice');
      return issueRed(actor, refundId, form, file);
    },

    /** An invoice's file, for any staff member. */
    async file(actor: StaffActor, id: number) {
      assertMay(actor, 'view');
      const row = await loadInvoice(db, id);
      const bytes = await files.open(row.file_path);
      if (!bytes) throw notFound();
      const type = row.file_type as InvoiceFileType;
      return { name: `${row.invoice_code}${row.invoice_no}.${type}`, bytes, type: INVOICE_CONTENT_TYPES[type] };
    },
  };
}
