import type { Context } from 'hono';
import {
  invoiceIssueSchema,
  invoiceReverseSchema,
  invoiceTargetSchema,
} from '../../../common/areas/invoices/invoice.ts';
import { INVOICE_QUEUES, invoiceQueueQuerySchema, type InvoiceQueue } from '../../../common/areas/invoices/console.ts';
import { firstIssue } from '../../../common/form.ts';
import { consoleRouter } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { InvalidInput, notFound, refused } from '../../errors.ts';
import { documentResponse, idParam, ok, parse, readMultipart } from '../../http.ts';

/** A multipart form's fields, checked with a contract schema, and its `file`'s bytes. */
async function multipart<S extends { safeParse: (value: unknown) => unknown }>(c: Context<BackendEnv>, schemas: S[]) {
  const body = await readMultipart(c);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  const parsed = schemas.map((schema) => {
    const result = schema.safeParse(fields) as {
      success: boolean;
      data?: unknown;
      error?: Parameters<typeof firstIssue>[0];
    };
    if (!result.success) throw new InvalidInput(firstIssue(result.error!));
    return result.data;
  });
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw refused('invoiceFileMissing');
  return { parsed, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * /rest/staff/invoices: the 待开票 and 红字 queues (queue/orders, queue/statements and
 * queue/reversals, each paged as the console's lists are), a target's invoices, issuing a blue
 * invoice for an order or a statement and a red one for a refund (multipart: the fields and
 * `file`), and an invoice's file. Mounted at /rest/staff; each needs a staff token.
 */
export const invoiceConsoleRoutes = consoleRouter('/invoices')
  .get('/invoices/queue/:queue', async (c) => {
    const name = c.req.param('queue');
    if (!(INVOICE_QUEUES as readonly string[]).includes(name)) throw notFound();
    const query = parse(c, invoiceQueueQuerySchema);
    return ok(c, await c.get('services').invoiceConsole.queue(c.get('staff'), name as InvoiceQueue, query));
  })
  .get('/invoices/of', async (c) => {
    const result = invoiceTargetSchema(c.get('locale')).safeParse(c.get('input'));
    if (!result.success) throw new InvalidInput(firstIssue(result.error));
    return ok(c, await c.get('services').invoiceConsole.invoicesOf(c.get('staff'), result.data));
  })
  .get('/invoices/file/:id', async (c) =>
    documentResponse(c, await c.get('services').invoiceConsole.file(c.get('staff'), idParam(c))),
  )
  .post('/invoices/issue', async (c) => {
    const locale = c.get('locale');
    const { parsed, bytes } = await multipart(c, [invoiceTargetSchema(locale), invoiceIssueSchema(locale)]);
    const [target, form] = parsed as [
      ReturnType<ReturnType<typeof invoiceTargetSchema>['parse']>,
      ReturnType<ReturnType<typeof invoiceIssueSchema>['parse']>,
    ];
    return ok(c, await c.get('services').invoiceConsole.issue(c.get('staff'), target, form, bytes), 'invoiceIssued');
  })
  .post('/invoices/reverse', async (c) => {
    const locale = c.get('locale');
    const { parsed, bytes } = await multipart(c, [invoiceReverseSchema(locale), invoiceIssueSchema(locale)]);
    const [{ refundId }, form] = parsed as [
      ReturnType<ReturnType<typeof invoiceReverseSchema>['parse']>,
      ReturnType<ReturnType<typeof invoiceIssueSchema>['parse']>,
    ];
    return ok(
      c,
      await c.get('services').invoiceConsole.reverse(c.get('staff'), refundId, form, bytes),
      'invoiceReversed',
    );
  });
