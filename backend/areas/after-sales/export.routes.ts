import { Hono } from 'hono';
import { afterSaleListQuery } from '../../../common/areas/after-sales/after-sale.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { documentResponse } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { exportAfterSales } from './after-sale-export.ts';

/** rest/export/afterSales/{xlsx|csv}: the after-sales list under its tab (`status`) and search (`q`), whole. */
export const afterSaleExportRoutes = new Hono<BackendEnv>().get(
  '/afterSales/:format',
  requireUser,
  documented({
    summary: 'The company’s after-sales under a state tab and a search, every page, as a file.',
    input: afterSaleListQuery(),
    ...EXPORT_CALL,
  }),
  async (c) => {
    const format = c.req.param('format') as ExportFormat;
    const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
    return documentResponse(c, await exportAfterSales(c.get('services').afterSales, c.get('fields'), asked));
  },
);
