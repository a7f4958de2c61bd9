import { Hono } from 'hono';
import {
  addCollectionSchema,
  cancelCollectionSchema,
  collectionQuerySchema,
} from '../../contract/schemas/collection.ts';
import { requireUser } from '../auth.ts';
import type { BackendEnv } from '../context.ts';
import { ok, parse } from '../http.ts';

/** rest/collection/*: the caller's favourites. */
export const collectionRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) =>
    ok(c, await c.get('services').collections.page(c.get('caller'), parse(c, collectionQuerySchema))),
  )
  .post('/add', async (c) => {
    const { goodsId } = parse(c, addCollectionSchema(c.get('locale')));
    await c.get('services').collections.add(c.get('caller'), goodsId);
    return ok(c, null, 'favourited');
  })
  .post('/cancel', async (c) => {
    const { ids } = parse(c, cancelCollectionSchema(c.get('locale')));
    await c.get('services').collections.cancel(c.get('caller'), ids);
    return ok(c, null, 'favouritesCancelled');
  });
