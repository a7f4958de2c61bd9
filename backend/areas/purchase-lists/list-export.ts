import type { PurchaseListDetail, PurchaseListLine } from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { exportFile, type ExportColumn } from '../../documents/table-export.ts';

/**
 * The code first and the quantity last, as the quick-order reader takes a line (a name between
 * them is skipped), and a header it recognises: the file imports back as it is.
 */
function columns(locale: Locale): ExportColumn<PurchaseListLine>[] {
  const t = (key: MessageKey) => message(locale, key);
  return [
    { header: t('purchaseListExport.code'), kind: 'text', width: 20, value: (line) => line.code },
    { header: t('purchaseListExport.name'), kind: 'text', width: 40, value: (line) => line.name },
    { header: t('purchaseListExport.unit'), kind: 'text', width: 8, value: (line) => line.unit },
    { header: t('purchaseListExport.price'), kind: 'price', value: (line) => line.price },
    {
      header: t('purchaseListExport.state'),
      kind: 'text',
      value: (line) => t(line.onSale ? 'purchaseListExport.onSale' : 'purchaseListExport.offSale'),
    },
    { header: t('purchaseListExport.quantity'), kind: 'integer', value: (line) => line.quantity },
  ];
}

/** A list as an .xlsx or .csv file named after the list and the day. */
export function exportList(
  list: PurchaseListDetail,
  format: ExportFormat,
  { locale, now }: { locale: Locale; now: number },
) {
  // What a file name may not hold on Windows, where most of these files are opened.
  const name = `${list.name.replace(/[\\/:*?"<>|]/g, '-')}-${shanghaiDate(now)}`;
  return exportFile({ name, columns: columns(locale), rows: list.lines }, format);
}
