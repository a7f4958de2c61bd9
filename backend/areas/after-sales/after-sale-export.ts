import type { AfterSaleListItem, AfterSaleListQuery } from '../../../common/areas/after-sales/after-sale.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import type { Caller } from '../../caller.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import type { afterSaleService } from './after-sale.service.ts';

function columns(locale: Locale): ExportColumn<AfterSaleListItem>[] {
  const t = (key: MessageKey) => message(locale, key);
  return [
    { header: t('afterSaleExport.no'), kind: 'text', value: (row) => row.afterSaleNo },
    { header: t('afterSaleExport.orderNo'), kind: 'text', value: (row) => row.orderNo },
    { header: t('afterSaleExport.goods'), kind: 'text', width: 40, value: (row) => row.goodsName },
    { header: t('afterSaleExport.quantity'), kind: 'integer', value: (row) => row.goodsQuantity },
    {
      header: t('afterSaleExport.type'),
      kind: 'text',
      value: (row) => label('afterSaleType', row.afterSaleType, locale),
    },
    { header: t('afterSaleExport.status'), kind: 'text', value: (row) => label('afterSaleStatus', row.status, locale) },
    { header: t('afterSaleExport.applyDate'), kind: 'date', value: (row) => row.applyDate },
  ];
}

/**
 * The after-sales list as a file: every after-sale the list shows the caller under the same tab
 * and search, through the list's own query.
 */
export async function exportAfterSales(
  afterSales: ReturnType<typeof afterSaleService>,
  query: AfterSaleListQuery,
  { caller, format, locale, now }: { caller: Caller; format: ExportFormat; locale: Locale; now: number },
) {
  const found = await afterSales.list(caller, { ...query, page: 1, limit: EXPORT_MAX_ROWS });
  return exportFile(listTable('after-sales', columns(locale), found, { locale, now }), format);
}
