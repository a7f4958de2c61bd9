import type { AfterSaleRecord } from '../../common/areas/after-sales/after-sale.ts';
import { message, type Locale } from '../../common/messages.ts';
import { label } from '../../common/status-label.ts';
import { cjkPdf } from './pdf.ts';

/**
 * The RMA slip as a PDF (A5, to put in the parcel): where to send the goods back and the facts the
 * printable page shows, in the buyer's language.
 */
export function slipPdf(record: AfterSaleRecord, locale: Locale, created: Date): Promise<Uint8Array> {
  const say = (key: Parameters<typeof message>[1], params?: Record<string, string>) => message(locale, key, params);
  const title = say('afterSale.slipTitle', { no: record.afterSaleNo });
  const { doc, bytes } = cjkPdf(title, created, { size: 'A5', margin: 36 });
  doc.fontSize(16).text(title);
  doc.moveDown(0.5).fontSize(10).text(say('afterSale.slipNote'));
  doc.fontSize(11).text(record.deliveryCenter);
  doc.moveDown();
  const rows: [string, string][] = [
    [say('afterSale.no'), record.afterSaleNo],
    [say('afterSale.orderNo'), record.orderNo],
    [say('afterSale.type'), label('afterSaleType', record.afterSaleType, locale)],
    [say('afterSale.goods'), `${record.goodsName}${record.goodsNo ? `（${record.goodsNo}）` : ''}`],
    [say('afterSale.quantity'), String(record.goodsQuantity)],
    [say('afterSale.shipper'), `${record.shipper} ${record.mobile} ${record.areaName}${record.address}`],
    [say('afterSale.applyDate'), record.applyDate],
  ];
  for (const [name, value] of rows) {
    doc.fontSize(9).fillColor('#555').text(name);
    doc
      .fontSize(11)
      .fillColor('#000')
      .text(value || '—');
    doc.moveDown(0.4);
  }
  doc.end();
  return bytes;
}
