import { Hono } from 'hono';
import { myOrderQuerySchema } from '../../../common/areas/orders/order.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, parse } from '../../http.ts';
import { exportOrders, exportPurchases } from './order-export.ts';

/**
 * rest/export/orders/{xlsx|csv} (the order list's query: its tab and order-number search) and
 * rest/export/purchases/{xlsx|csv}: each list, whole, as a file.
 */
export const orderExportRoutes = new Hono<BackendEnv>()
  .get('/orders/:format', requireUser, async (c) => {
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
    return documentResponse(c, await exportOrders(c.get('services').orders, parse(c, myOrderQuerySchema()), asked));
  })
  .get('/purchases/:format', requireUser, async (c) => {
    const format = c.req.param('format');
    if (!isExportFormat(format)) throw notFound();
    const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
    return documentResponse(c, await exportPurchases(c.get('services').purchases, asked));
  });
