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
import { idParam, ok, parse } from '../../http.ts';

/** rest/collection/*: the caller's favourites, and one goods' favourite as its detail page shows it. */
export const favouriteRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .get('/my', async (c) =>
    ok(c, await c.get('services').favourites.page(c.get('caller'), parse(c, favouriteQuerySchema))),
  )
  .post('/add', async (c) => {
    const { goodsId } = parse(c, addFavouriteSchema(c.get('locale')));
    await c.get('services').favourites.add(c.get('caller'), goodsId);
    return ok(c, null, 'favourited');
  })
  .get('/goods/:id', async (c) => {
    const goodsId = idParam(c);
    const state: FavouriteState = {
      goodsId,
      favourite: await c.get('services').favourites.has(c.get('caller'), goodsId),
    };
    return ok(c, state);
  })
  .post('/remove', async (c) => {
    const { goodsId } = parse(c, removeFavouriteSchema(c.get('locale')));
    await c.get('services').favourites.remove(c.get('caller'), goodsId);
    return ok(c, null, 'favouritesCancelled');
  })
  .post('/cancel', async (c) => {
    const { ids } = parse(c, cancelFavouritesSchema(c.get('locale')));
    await c.get('services').favourites.cancel(c.get('caller'), ids);
    return ok(c, null, 'favouritesCancelled');
  });
