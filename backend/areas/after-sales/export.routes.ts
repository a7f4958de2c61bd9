import { Hono } from 'hono';
import { afterSaleListQuery } from '../../../common/areas/after-sales/after-sale.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, parse } from '../../http.ts';
import { exportAfterSales } from './after-sale-export.ts';

/** rest/export/afterSales/{xlsx|csv}: the after-sales list under its tab (`status`) and search (`q`), whole. */
export const afterSaleExportRoutes = new Hono<BackendEnv>().get('/afterSales/:format', requireUser, async (c) => {
  const format = c.req.param('format');
  if (!isExportFormat(format)) throw notFound();
  const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
  return documentResponse(
    c,
    await exportAfterSales(c.get('services').afterSales, parse(c, afterSaleListQuery()), asked),
  );
});
