import { Hono } from 'hono';
import { merchantMessageSchema } from '../../../common/areas/storefront/merchant.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** rest/merchantcenter/*: the merchant message widget; no login needed. */
export const merchantRoutes = new Hono<BackendEnv>().post('/submit', async (c) => {
  await c.get('services').merchant.submit(parse(c, merchantMessageSchema(c.get('locale'))));
  return ok(c, null, 'messageSent');
});
