import { Hono } from 'hono';
import {
  addInvoiceHeaderSchema,
  updateInvoiceHeaderSchema,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * rest/invoiceHeader/*: the company's invoice header (SPEC §7), one per company.
 * Every account of the company may fill it in: a purchaser may meet checkout first.
 */
export const invoiceHeaderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get(
    '/my',
    documented({ summary: 'The company’s invoice header as a list: the one header, or none yet.' }),
    async (c) => ok(c, await c.get('services').invoiceHeaders.mine(c.get('caller'))),
  )
  .get('/info/:id', documented({ summary: 'The company’s invoice header, by its id.' }), async (c) =>
    ok(c, await c.get('services').invoiceHeaders.info(c.get('caller'), idParam(c))),
  )
  .post(
    '/add',
    documented({
      summary: 'Fills in the company’s invoice header.',
      description: 'One a company: a second is refused; change the one there is.',
      input: addInvoiceHeaderSchema,
    }),
    async (c) =>
      ok(c, await c.get('services').invoiceHeaders.add(c.get('caller'), c.get('fields')), 'invoiceHeaderAdded'),
  )
  .post(
    '/update',
    documented({ summary: 'Changes the company’s invoice header.', input: updateInvoiceHeaderSchema }),
    async (c) => {
      await c.get('services').invoiceHeaders.update(c.get('caller'), c.get('fields'));
      return ok(c, null, 'invoiceHeaderUpdated');
    },
  );
