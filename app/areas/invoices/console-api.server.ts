import type { ConsoleInvoiceRows, InvoiceQueue, InvoiceQueueQuery } from '../../../common/areas/invoices/console.ts';
import type { InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import type { Page } from '../../../common/envelope.ts';
import { requestFile, type CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, getStaffToken } from '../console/index.server.ts';

/** What a blue invoice is for. */
export type InvoiceTarget = 'order' | 'statement';

/** The content types an invoice file may come back with. */
const INVOICE_FILE_KINDS = ['application/pdf', 'application/ofd', 'application/xml'];

/** The invoices' console calls (/rest/staff/invoices/*): the queues, an order's or a statement's invoices, issuing and the files. */
export const consoleInvoiceApi = {
  /**
   * A page of one 待开票 queue (offline-paid orders, confirmed statements) or of the refunds
   * waiting for a red invoice, oldest first; with `id`, that row alone if it still waits.
   */
  invoiceQueue: <Q extends InvoiceQueue>(ctx: CallContext, queue: Q, query: Partial<InvoiceQueueQuery>) =>
    consoleCall<Page<ConsoleInvoiceRows[Q]>>(ctx, { path: `/rest/staff/invoices/queue/${queue}`, query }),
  /** An order's or a statement's invoices, blue and red, oldest first. */
  invoicesOf: (ctx: CallContext, target: InvoiceTarget, targetId: number) =>
    consoleCall<InvoiceRecord[]>(ctx, { path: '/rest/staff/invoices/of', query: { target, targetId } }),
  /**
   * A blue invoice (`target`, `targetId`) or a red one (`refundId`): the fields as typed (the
   * amount in yuan) and `file`, as one multipart body.
   */
  invoiceAct: (ctx: CallContext, action: 'issue' | 'reverse', form: FormData) =>
    consoleAct<InvoiceRecord>(ctx, { method: 'POST', path: `/rest/staff/invoices/${action}`, form }),
  /** An invoice's file (PDF, OFD or XML) with the console's token; undefined when the backend refused. */
  invoiceFile: async (ctx: CallContext, id: number) =>
    requestFile(ctx, `rest/staff/invoices/file/${id}`, await getStaffToken(ctx.request), {
      kinds: INVOICE_FILE_KINDS,
    }),
};
