import { Hono } from 'hono';
import { addCollectionSchema } from '../../contract/schemas/collection.ts';
import { requireUser } from '../auth.ts';
import type { BackendEnv } from '../context.ts';
import { ok, parse } from '../http.ts';

/** rest/collection/*: the caller's favourites. */
export const collectionRoutes = new Hono<BackendEnv>().post('/add', requireUser, async (c) => {
  const { goodsId } = parse(c, addCollectionSchema(c.get('locale')));
  await c.get('services').collections.add(c.get('caller'), goodsId);
  return ok(c, null, 'favourited');
});
