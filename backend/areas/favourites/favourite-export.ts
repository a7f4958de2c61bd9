import type { Favourite, FavouriteQuery } from '../../../common/areas/favourites/favourite.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import type { Caller } from '../../caller.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import type { favouriteService } from './favourite.service.ts';

function columns(locale: Locale): ExportColumn<Favourite>[] {
  const t = (key: MessageKey) => message(locale, key);
  return [
    { header: t('favouriteExport.goodsName'), kind: 'text', width: 40, value: (row) => row.goodsName },
    { header: t('favouriteExport.price'), kind: 'price', value: (row) => row.salePrice },
    { header: t('favouriteExport.minimum'), kind: 'integer', value: (row) => row.quantity },
    { header: t('favouriteExport.inventory'), kind: 'integer', value: (row) => row.inventory },
    {
      header: t('favouriteExport.state'),
      kind: 'text',
      value: (row) => t(row.onSale === 1 ? 'favouriteExport.onSale' : 'favouriteExport.offSale'),
    },
  ];
}

/** The caller's favourites as a file: all of them under the collection's search, not 30 to a page. */
export async function exportFavourites(
  favourites: ReturnType<typeof favouriteService>,
  query: FavouriteQuery,
  { caller, format, locale, now }: { caller: Caller; format: ExportFormat; locale: Locale; now: number },
) {
  const found = await favourites.page(caller, { ...query, page: 1, limit: EXPORT_MAX_ROWS });
  return exportFile(listTable('favourites', columns(locale), found, { locale, now }), format);
}
