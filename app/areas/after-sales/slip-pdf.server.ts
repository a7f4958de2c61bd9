import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { AfterSaleRecord } from '../../../contract/areas/after-sales/after-sale.ts';
import { label } from '../../../contract/status-label.ts';
import type { Locale } from '../../../contract/messages.ts';

/** Debian's fonts-noto-cjk (installed by .ci/run and the README's setup): Chinese in the PDF. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE = 'NotoSansCJKsc-Regular';

/** The words of the slip, in the buyer's language (the screen's strings, passed in). */
export interface SlipWords {
  title: string;
  note: string;
  rows: Record<'no' | 'orderNo' | 'type' | 'goods' | 'quantity' | 'shipper' | 'applyDate', string>;
}

/**
 * The RMA slip as a PDF, drawn with pdfkit: the same facts as the printable page.
 * Without the CJK font (a machine that skipped fonts-noto-cjk) it still answers, in the
 * built-in font, and says once in the log why Chinese is missing.
 */
export function slipPdf(record: AfterSaleRecord, words: SlipWords, locale: Locale): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: words.title } });
  if (existsSync(CJK_FONT)) doc.registerFont('cjk', CJK_FONT, CJK_FACE).font('cjk');
  else console.warn(`RMA slip: ${CJK_FONT} is missing (apt-get install fonts-noto-cjk); Chinese will not show.`);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.fontSize(16).text(words.title);
  doc.moveDown(0.5).fontSize(10).text(words.note);
  doc.fontSize(11).text(record.deliveryCenter);
  doc.moveDown();
  const rows: [string, string][] = [
    [words.rows.no, record.afterSaleNo],
    [words.rows.orderNo, record.orderNo],
    [words.rows.type, label('afterSaleType', record.afterSaleType, locale)],
    [words.rows.goods, `${record.goodsName}${record.goodsNo ? `（${record.goodsNo}）` : ''}`],
    [words.rows.quantity, String(record.goodsQuantity)],
    [words.rows.shipper, `${record.shipper} ${record.mobile} ${record.areaName}${record.address}`],
    [words.rows.applyDate, record.applyDate],
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
  return done;
}
