import { Hono } from 'hono';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { documentResponse } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { seesEveryOrder, visibleOrders } from '../orders/index.ts';
import { exportCredit } from './credit-export.ts';

/** rest/export/credit/{xlsx|csv}: the credit ledger the caller reads (the orders area says whose rows), whole. */
export const creditExportRoutes = new Hono<BackendEnv>()
  // As a use() rather than in the route's chain: the OpenAPI document reads a call's token from its use() guards.
  .use('/credit/:format', requireUser)
  .get(
    '/credit/:format',
    documented({
      summary: 'The company’s whole credit ledger as an XLSX or CSV file, the rows the caller sees.',
      ...EXPORT_CALL,
    }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
      return documentResponse(
        c,
        await exportCredit(c.get('services').credit, { seesEveryOrder, visibleOrders }, asked),
      );
    },
  );
