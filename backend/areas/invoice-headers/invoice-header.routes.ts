import { Hono } from 'hono';
import {
  addInvoiceHeaderSchema,
  updateInvoiceHeaderSchema,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

/**
 * rest/invoiceHeader/*: the company's invoice header (SPEC §7), one per company.
 * Every account of the company may fill it in: a purchaser may meet checkout first.
 */
export const invoiceHeaderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) => ok(c, await c.get('services').invoiceHeaders.mine(c.get('caller'))))
  .get('/info/:id', async (c) => ok(c, await c.get('services').invoiceHeaders.info(c.get('caller'), idParam(c))))
  .post('/add', async (c) => {
    const form = parse(c, addInvoiceHeaderSchema(c.get('locale')));
    return ok(c, await c.get('services').invoiceHeaders.add(c.get('caller'), form), 'invoiceHeaderAdded');
  })
  .post('/update', async (c) => {
    const form = parse(c, updateInvoiceHeaderSchema(c.get('locale')));
    await c.get('services').invoiceHeaders.update(c.get('caller'), form);
    return ok(c, null, 'invoiceHeaderUpdated');
  });
