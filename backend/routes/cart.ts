import { Hono } from 'hono';
import { addToCartSchema } from '../../contract/schemas/cart.ts';
import { requireUser } from '../auth.ts';
import type { BackendEnv } from '../context.ts';
import { ok, parse } from '../http.ts';

/** rest/car/*: the caller's cart. */
export const cartRoutes = new Hono<BackendEnv>().post('/add', requireUser, async (c) => {
  await c.get('services').cart.add(c.get('caller'), parse(c, addToCartSchema(c.get('locale'))));
  return ok(c, null, 'addedToCart');
});
