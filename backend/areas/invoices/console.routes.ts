import { z } from 'zod';
import { invoiceIssueCall, invoiceReverseCall, invoiceTargetSchema } from '../../../common/areas/invoices/invoice.ts';
import { INVOICE_QUEUES, invoiceQueueQuerySchema, type InvoiceQueue } from '../../../common/areas/invoices/console.ts';
import { consoleRouter } from '../../auth.ts';
import { refused } from '../../errors.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { INVOICE_CONTENT_TYPES } from './invoice-file.ts';

/** The uploaded file's bytes: the schema reads a missing or empty file as none, refused as before. */
async function bytesOf(file: File | undefined): Promise<Uint8Array> {
  if (!file) throw refused('invoiceFileMissing');
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * /rest/staff/invoices: the 待开票 and 红字 queues (queue/orders, queue/statements and
 * queue/reversals, each paged as the console's lists are), a target's invoices, issuing a blue
 * invoice for an order or a statement and a red one for a refund (multipart: the fields and
 * `file`), and an invoice's file. Mounted at /rest/staff; each needs a staff token.
 */
export const invoiceConsoleRoutes = consoleRouter('/invoices')
  .get(
    '/invoices/queue/:queue',
    documented({
      summary:
        'A page of one invoicing queue: offline-paid orders or confirmed statements to invoice, or refunds to reverse.',
      description: '`id` asks whether one row (an order’s, a statement’s or a refund’s id) still waits.',
      params: { queue: z.enum(INVOICE_QUEUES) },
      input: invoiceQueueQuerySchema,
    }),
    async (c) => {
      const queue = c.req.param('queue') as InvoiceQueue;
      return ok(c, await c.get('services').invoiceConsole.queue(c.get('staff'), queue, c.get('fields')));
    },
  )
  .get(
    '/invoices/of',
    documented({ summary: 'The invoices issued for an order or a statement.', input: invoiceTargetSchema }),
    async (c) => ok(c, await c.get('services').invoiceConsole.invoicesOf(c.get('staff'), c.get('fields'))),
  )
  .get(
    '/invoices/file/:id',
    documented({
      summary: 'An issued invoice’s file (PDF, OFD or XML).',
      answers: Object.values(INVOICE_CONTENT_TYPES),
    }),
    async (c) => documentResponse(c, await c.get('services').invoiceConsole.file(c.get('staff'), idParam(c))),
  )
  .post(
    '/invoices/issue',
    documented({
      summary: 'Issues a blue invoice for an offline-paid order or a confirmed statement, with its file.',
      description:
        'A fully digital invoice has a 20-digit number and no code, an older one an 8-digit number and its code. ' +
        'The file is required (refused when missing, empty, over the limit or not a PDF, OFD or invoice XML).',
      multipart: true,
      input: invoiceIssueCall,
    }),
    async (c) => {
      const { target, targetId, file, ...form } = c.get('fields');
      const bytes = await bytesOf(file);
      const service = c.get('services').invoiceConsole;
      return ok(c, await service.issue(c.get('staff'), { target, targetId }, form, bytes), 'invoiceIssued');
    },
  )
  .post(
    '/invoices/reverse',
    documented({
      summary: 'Issues a red invoice reversing a refund’s part of an invoiced order, with its file.',
      description: 'The file is required, as for a blue invoice.',
      multipart: true,
      input: invoiceReverseCall,
    }),
    async (c) => {
      const { refundId, file, ...form } = c.get('fields');
      const bytes = await bytesOf(file);
      const service = c.get('services').invoiceConsole;
      return ok(c, await service.reverse(c.get('staff'), refundId, form, bytes), 'invoiceReversed');
    },
  );
