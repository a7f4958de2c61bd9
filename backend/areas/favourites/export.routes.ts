import { Hono } from 'hono';
import { favouriteQuerySchema } from '../../../common/areas/favourites/favourite.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { isExportFormat } from '../../../common/export-files.ts';
import { notFound } from '../../errors.ts';
import { documentResponse, parse } from '../../http.ts';
import { exportFavourites } from './favourite-export.ts';

/** rest/export/favourites/{xlsx|csv}: the caller's favourites under the collection's search (`goodsName`). */
export const favouriteExportRoutes = new Hono<BackendEnv>().get('/favourites/:format', requireUser, async (c) => {
  const format = c.req.param('format');
  if (!isExportFormat(format)) throw notFound();
  const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
  return documentResponse(
    c,
    await exportFavourites(c.get('services').favourites, parse(c, favouriteQuerySchema), asked),
  );
});
