import { Hono } from 'hono';
import { addToCartSchema, deleteCartSchema, updateCartSchema } from '../../../common/areas/cart/cart.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** rest/car/*: the caller's cart. */
export const cartRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get(
    '/my',
    documented({ summary: 'Lists the caller’s cart lines, each with its goods’ price and sale state now.' }),
    async (c) => ok(c, await c.get('services').cart.list(c.get('caller'))),
  )
  .post(
    '/add',
    documented({
      summary: 'Adds goods to the caller’s cart; goods already in it get the quantity added to their line.',
      description:
        'A line holds at most 9999 (more is capped). Refused: goods off sale or outside a catalogue company’s ' +
        'catalogue, out of stock, or under the goods’ minimum order.',
      input: addToCartSchema,
    }),
    async (c) => {
      await c.get('services').cart.add(c.get('caller'), c.get('fields'));
      return ok(c, null, 'addedToCart');
    },
  )
  .post(
    '/update',
    documented({
      summary: 'Sets the quantity of one of the caller’s cart lines.',
      description: 'Between the goods’ minimum order and 9999; a line whose goods are off sale is refused.',
      input: updateCartSchema,
    }),
    async (c) => {
      await c.get('services').cart.update(c.get('caller'), c.get('fields'));
      return ok(c, null, 'cartUpdated');
    },
  )
  .post(
    '/delete',
    documented({ summary: 'Deletes lines from the caller’s cart.', input: deleteCartSchema }),
    async (c) => {
      await c.get('services').cart.remove(c.get('caller'), c.get('fields').ids);
      return ok(c, null, 'cartDeleted');
    },
  );
