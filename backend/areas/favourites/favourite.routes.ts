import { Hono } from 'hono';
import {
  addFavouriteSchema,
  cancelFavouritesSchema,
  favouriteQuerySchema,
  removeFavouriteSchema,
  type FavouriteState,
} from '../../../common/areas/favourites/favourite.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** rest/collection/*: the caller's favourites, and one goods' favourite as its detail page shows it. */
export const favouriteRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get(
    '/my',
    documented({
      summary: 'Lists the caller’s favourites, 30 a page, searched by goods name.',
      input: favouriteQuerySchema,
    }),
    async (c) => ok(c, await c.get('services').favourites.page(c.get('caller'), c.get('fields'))),
  )
  .post(
    '/add',
    documented({ summary: 'Keeps a goods among the caller’s favourites.', input: addFavouriteSchema }),
    async (c) => {
      await c.get('services').favourites.add(c.get('caller'), c.get('fields').goodsId);
      return ok(c, null, 'favourited');
    },
  )
  .get(
    '/goods/:id',
    documented({ summary: 'Whether the caller keeps a goods among the favourites (the goods detail’s state).' }),
    async (c) => {
      const goodsId = idParam(c);
      const state: FavouriteState = {
        goodsId,
        favourite: await c.get('services').favourites.has(c.get('caller'), goodsId),
      };
      return ok(c, state);
    },
  )
  .post(
    '/remove',
    documented({
      summary: 'Removes a goods from the caller’s favourites, named by the goods (the goods detail’s un-favourite).',
      input: removeFavouriteSchema,
    }),
    async (c) => {
      await c.get('services').favourites.remove(c.get('caller'), c.get('fields').goodsId);
      return ok(c, null, 'favouritesCancelled');
    },
  )
  .post(
    '/cancel',
    documented({ summary: 'Removes favourites, named by their ids.', input: cancelFavouritesSchema }),
    async (c) => {
      await c.get('services').favourites.cancel(c.get('caller'), c.get('fields').ids);
      return ok(c, null, 'favouritesCancelled');
    },
  );
