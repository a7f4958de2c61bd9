import type {
  CatalogueDetail,
  CatalogueGoodsRow,
  PriceListDetail,
  PriceListItemRow,
} from '../../../common/areas/price-lists/console.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { exportFile, type ExportColumn } from '../../documents/table-export.ts';

/** What a file name may not hold on Windows, where most of these files are opened. */
const fileName = (name: string, now: number) => `${name.replace(/[\\/:*?"<>|]/g, '-')}-${shanghaiDate(now)}`;

/**
 * A list's goods at their own prices: the code first and the agreed price under the header the
 * import reads (商品编码 … 协议价, goodsCode … price), so the file imports back as it is.
 */
function itemColumns(locale: Locale): ExportColumn<PriceListItemRow>[] {
  const t = (key: MessageKey) => message(locale, key);
  return [
    { header: t('priceListExport.code'), kind: 'text', width: 20, value: (row) => row.code },
    { header: t('priceListExport.name'), kind: 'text', width: 40, value: (row) => row.name },
    { header: t('priceListExport.listPrice'), kind: 'price', value: (row) => row.listPrice },
    { header: t('priceListExport.price'), kind: 'price', value: (row) => row.price },
  ];
}

export function exportItems(
  list: PriceListDetail,
  format: ExportFormat,
  { locale, now }: { locale: Locale; now: number },
) {
  return exportFile(
    { name: fileName(`${list.company}-${list.name}`, now), columns: itemColumns(locale), rows: list.items },
    format,
  );
}

function catalogueColumns(locale: Locale): ExportColumn<CatalogueGoodsRow>[] {
  const t = (key: MessageKey) => message(locale, key);
  return [
    { header: t('priceListExport.code'), kind: 'text', width: 20, value: (row) => row.code },
    { header: t('priceListExport.name'), kind: 'text', width: 40, value: (row) => row.name },
    { header: t('priceListExport.listPrice'), kind: 'price', value: (row) => row.listPrice },
  ];
}

export function exportCatalogue(
  catalogue: CatalogueDetail,
  format: ExportFormat,
  { locale, now }: { locale: Locale; now: number },
) {
  return exportFile(
    { name: fileName(`${catalogue.company}-catalogue`, now), columns: catalogueColumns(locale), rows: catalogue.goods },
    format,
  );
}
