import { Hono } from 'hono';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { notFound } from '../../errors.ts';
import { documentResponse } from '../../http.ts';
import { seesEveryOrder, visibleOrders } from '../orders/index.ts';
import { exportCredit } from './credit-export.ts';

/** rest/export/credit/{xlsx|csv}: the credit ledger the caller reads (the orders area says whose rows), whole. */
export const creditExportRoutes = new Hono<BackendEnv>().get('/credit/:format', requireUser, async (c) => {
  const format = c.req.param('format');
  if (!isExportFormat(format)) throw notFound();
  const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
  return documentResponse(c, await exportCredit(c.get('services').credit, { seesEveryOrder, visibleOrders }, asked));
});
