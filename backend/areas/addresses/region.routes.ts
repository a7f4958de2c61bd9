import { Hono } from 'hono';
import { regionQuery } from '../../../common/areas/storefront/storefront.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** region/list: provinces without `pid`, else the regions under it. */
export const regionRoutes = new Hono<BackendEnv>().get(
  '/list',
  documented({ summary: 'China’s regions: the provinces, or the regions under `pid`.', input: regionQuery }),
  async (c) => ok(c, await c.get('services').regions.list(c.get('fields').pid)),
);
