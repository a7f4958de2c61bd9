import { Hono } from 'hono';
import { merchantMessageSchema } from '../../../common/areas/storefront/merchant.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** rest/merchantcenter/*: the merchant message widget; no login needed. */
export const merchantRoutes = new Hono<BackendEnv>().post(
  '/submit',
  documented({
    summary: 'Leaves the merchant a message (the storefront’s contact widget); no login needed.',
    input: merchantMessageSchema,
  }),
  async (c) => {
    await c.get('services').merchant.submit(c.get('fields'));
    return ok(c, null, 'messageSent');
  },
);
