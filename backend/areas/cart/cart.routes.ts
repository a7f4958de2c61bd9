import { Hono } from 'hono';
import { addToCartSchema, deleteCartSchema, updateCartSchema } from '../../../common/areas/cart/cart.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** rest/car/*: the caller's cart. */
export const cartRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) => ok(c, await c.get('services').cart.list(c.get('caller'))))
  .post('/add', async (c) => {
    await c.get('services').cart.add(c.get('caller'), parse(c, addToCartSchema(c.get('locale'))));
    return ok(c, null, 'addedToCart');
  })
  .post('/update', async (c) => {
    await c.get('services').cart.update(c.get('caller'), parse(c, updateCartSchema(c.get('locale'))));
    return ok(c, null, 'cartUpdated');
  })
  .post('/delete', async (c) => {
    const { ids } = parse(c, deleteCartSchema(c.get('locale')));
    await c.get('services').cart.remove(c.get('caller'), ids);
    return ok(c, null, 'cartDeleted');
  });
