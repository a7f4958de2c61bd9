import { Hono } from 'hono';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** rest/priceList/contracts: the price lists the caller's company's contracts carry (its contract page). */
export const priceListRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/contracts', documented({ summary: 'The price lists the caller’s company’s contracts carry.' }), async (c) =>
    ok(c, await c.get('services').priceListConsole.ofContracts(c.get('caller').companyId)),
  );
