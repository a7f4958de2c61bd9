import { Hono } from 'hono';
import { favouriteQuerySchema } from '../../../common/areas/favourites/favourite.ts';
import { EXPORT_CALL, type ExportFormat } from '../../../common/export-files.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { exportFavourites } from './favourite-export.ts';

/** rest/export/favourites/{xlsx|csv}: the caller's favourites under the collection's search (`goodsName`). */
export const favouriteExportRoutes = new Hono<BackendEnv>()
  // Guards registered with use() are what the OpenAPI document reads a call's token from.
  .use('/favourites/*', requireUser)
  .get(
    '/favourites/:format',
    documented({
      summary: 'Exports the caller’s favourites, all of them under the list’s search, as an XLSX or CSV file.',
      input: favouriteQuerySchema,
      ...EXPORT_CALL,
    }),
    async (c) => {
      const format = c.req.param('format') as ExportFormat;
      const asked = { caller: c.get('caller'), format, locale: c.get('locale'), now: Date.now() };
      return documentResponse(c, await exportFavourites(c.get('services').favourites, c.get('fields'), asked));
    },
  );
