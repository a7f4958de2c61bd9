import { Hono } from 'hono';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { INVOICE_CONTENT_TYPES } from './invoice-file.ts';

/** /rest/invoiceOrder (SPEC §7): an order's invoice info, and an issued invoice's file. */
export const invoiceRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get(
    '/info/:id',
    documented({
      summary: 'An order’s invoice information: the header, its state, the steps and the invoices issued.',
    }),
    async (c) => ok(c, await c.get('services').invoiceInfo.info(c.get('caller'), idParam(c))),
  )
  .get(
    '/file/:id',
    documented({
      summary: 'An issued invoice’s file (PDF, OFD or XML), for an account that may see its order or statement.',
      answers: Object.values(INVOICE_CONTENT_TYPES),
    }),
    async (c) => documentResponse(c, await c.get('services').invoiceInfo.file(c.get('caller'), idParam(c))),
  );
