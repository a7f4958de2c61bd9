import { Hono } from 'hono';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok } from '../../http.ts';

/** /rest/invoiceOrder (SPEC §7): an order's invoice info, and an issued invoice's file. */
export const invoiceRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get('/info/:id', async (c) => ok(c, await c.get('services').invoiceInfo.info(c.get('caller'), idParam(c))))
  .get('/file/:id', async (c) =>
    documentResponse(c, await c.get('services').invoiceInfo.file(c.get('caller'), idParam(c))),
  );
