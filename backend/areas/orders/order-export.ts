import type { MyOrderQuery } from '../../../common/areas/orders/order.ts';
import type { OrderSummary, PurchaseRow } from '../../../common/areas/orders/order-types.ts';
import { message, type Locale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import type { Caller } from '../../caller.ts';
import { EXPORT_MAX_ROWS, exportFile, listTable, type ExportColumn } from '../../documents/table-export.ts';
import type { ExportFormat } from '../../../common/export-files.ts';
import type { orderService } from './order.service.ts';
import type { purchaseService } from './purchase.service.ts';

interface Asked {
  caller: Caller;
  format: ExportFormat;
  locale: Locale;
  now: number;
}

const say = (locale: Locale) => (key: MessageKey) => message(locale, key);

function orderColumns(locale: Locale): ExportColumn<OrderSummary>[] {
  const t = say(locale);
  return [
    { header: t('orderExport.orderNo'), kind: 'text', value: (order) => order.orderNo },
    { header: t('orderExport.createDate'), kind: 'date', value: (order) => order.createDate },
    { header: t('orderExport.consignee'), kind: 'text', value: (order) => order.consignee },
    {
      header: t('orderExport.status'),
      kind: 'text',
      value: (order) => label('orderStatus', order.orderStatus, locale),
    },
    {
      header: t('orderExport.goods'),
      kind: 'text',
      width: 40,
      value: (order) => order.orderGoodsList.map((line) => line.goodsName).join('、'),
    },
    {
      header: t('orderExport.quantity'),
      kind: 'integer',
      value: (order) => order.orderGoodsList.reduce((sum, line) => sum + line.goodsQuantity, 0),
    },
    { header: t('orderExport.totalAmount'), kind: 'money', value: (order) => order.totalAmount },
  ];
}

function purchaseColumns(locale: Locale): ExportColumn<PurchaseRow>[] {
  const t = say(locale);
  return [
    { header: t('purchaseExport.batch'), kind: 'text', value: (row) => row.batch },
    { header: t('purchaseExport.quantity'), kind: 'integer', value: (row) => row.quantity },
    { header: t('purchaseExport.totalAmount'), kind: 'money', value: (row) => row.totalAmount },
    { header: t('purchaseExport.purchaser'), kind: 'text', value: (row) => row.purchaser },
    { header: t('purchaseExport.applyDate'), kind: 'date', value: (row) => row.applyDate },
    {
      header: t('purchaseExport.checkStatus'),
      kind: 'text',
      value: (row) => label('checkStatus', row.checkStatus, locale),
    },
    { header: t('purchaseExport.checker'), kind: 'text', value: (row) => row.checker },
    { header: t('purchaseExport.checkDate'), kind: 'date', value: (row) => row.checkDate },
  ];
}

/**
 * The order list and the purchase list as files: every row the list shows the caller under the
 * same filter (its tab and search), through the list's own query, so an export can never hold a
 * row the list would not.
 */
export async function exportOrders(
  orders: ReturnType<typeof orderService>,
  query: MyOrderQuery,
  { caller, format, locale, now }: Asked,
) {
  const found = await orders.page(caller, { ...query, page: 1, limit: EXPORT_MAX_ROWS });
  return exportFile(listTable('orders', orderColumns(locale), found, { locale, now }), format);
}

export async function exportPurchases(
  purchases: ReturnType<typeof purchaseService>,
  { caller, format, locale, now }: Asked,
) {
  const found = await purchases.page(caller, 1, EXPORT_MAX_ROWS);
  return exportFile(listTable('purchases', purchaseColumns(locale), found, { locale, now }), format);
}
