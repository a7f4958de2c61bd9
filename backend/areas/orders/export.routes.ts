import { Hono } from 'hono';
import { myOrderQuerySchema } from '../../../common/areas/orders/order.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { exportOrders, exportPurchases } from './order-export.ts';

/** A list's file: its format in the path, answered as that file's type. */
/**
 * rest/export/orders/{xlsx|csv} (the order list's query: its tab and order-number search) and
 * rest/export/purchases/{xlsx|csv}: each list, whole, as a file.
 */
export const orderExportRoutes = new Hono<BackendEnv>()
  // Guards registered with use() are what the OpenAPI document reads a call's token from.
  .use('/orders/*', requireUser)
  .use('/purchases/*', requireUser)
  .get(
    '/orders/:format',
    documented({
      summary: 'Exports the caller’s orders, all of them under the list’s tab and search, as an XLSX or CSV file.',
      input: myOrderQuerySchema,
      ...EXPORT_CALL,
    }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
      return documentResponse(c, await exportOrders(c.get('services').orders, c.get('fields'), asked));
    },
  )
  .get(
    '/purchases/:format',
    documented({ summary: 'Exports the purchases the caller may see, as an XLSX or CSV file.', ...EXPORT_CALL }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
      return documentResponse(c, await exportPurchases(c.get('services').purchases, asked));
    },
  );
