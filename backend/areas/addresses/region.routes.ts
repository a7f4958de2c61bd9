import { Hono } from 'hono';
import { regionQuery } from '../../../common/areas/storefront/storefront.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** region/list: provinces without `pid`, else the regions under it. */
export const regionRoutes = new Hono<BackendEnv>().get('/list', async (c) => {
  const { pid } = parse(c, regionQuery);
  return ok(c, await c.get('services').regions.list(pid));
});
