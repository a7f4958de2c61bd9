import ExcelJS from 'exceljs';
import type { StatementDetail } from '../../common/areas/statements/statement.ts';
import { toCsv } from '../../common/csv.ts';
import { message, type Locale } from '../../common/messages.ts';
import { moneyToWire, parseMoney, payable } from '../../common/money.ts';
import { label } from '../../common/status-label.ts';
import { cjkPdf } from './pdf.ts';

/** A statement version as a table: its facts, then one row per line (goods under their order). */
interface Sheet {
  title: string;
  facts: [string, string | number][];
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A wire amount to the fen as the shop rounds what is paid (payable): half-up, away from zero, on
 * the integer ten-thousandths, so a goods line of 10.2350 says 10.24 as its order line does —
 * toFixed worked on the binary double 10.2349… and said 10.23. It stays a number, for Excel.
 */
const fen = (amount: number) => {
  const money = parseMoney(amount);
  return money === null ? amount : moneyToWire(payable(money));
};

/**
 * One statement version laid out once for its three downloads: the PDF, the XLSX and
 * the CSV say the same things — number, company, period, version, the balances, and every line
 * grouped by order with its subtotal, the adjustments, the total.
 */
function sheetOf(detail: StatementDetail, version: number, locale: Locale): Sheet {
  const say = (key: Parameters<typeof message>[1]) => message(locale, key);
  const record = detail.record;
  const rows: (string | number)[][] = [];
  for (const group of detail.groups) {
    for (const line of group.lines) {
      rows.push([
        line.occurredOn,
        label('statementLine', line.kind, locale),
        group.orderNo,
        line.description,
        '',
        '',
        fen(line.amount),
      ]);
      for (const goods of line.goods)
        rows.push(['', '', '', `  ${goods.name}`, goods.quantity, goods.price, fen(goods.amount)]);
    }
    rows.push(['', '', group.orderNo, say('statementDoc.subtotal'), '', '', fen(group.subtotal)]);
  }
  for (const line of detail.adjustments)
    rows.push([
      line.occurredOn,
      label('statementLine', line.kind, locale),
      '',
      line.description,
      '',
      '',
      fen(line.amount),
    ]);
  rows.push(['', '', '', say('statement.accountAmount'), '', '', fen(record.accountAmount)]);
  return {
    title: `${say('statementDoc.title')} ${record.balanceNum}`,
    facts: [
      [say('statement.balanceNum'), record.balanceNum],
      [say('statementDoc.company'), record.companyName],
      [say('statement.period'), `${record.startDate} ~ ${record.endDate}`],
      [say('statement.version'), String(version)],
      [say('statement.openingBalance'), fen(record.openingBalance)],
      [say('statement.accountAmount'), fen(record.accountAmount)],
      [say('statement.closingBalance'), fen(record.closingBalance)],
      [say('statement.dueDate'), record.dueDate],
    ],
    columns: [
      say('statementDoc.date'),
      say('statementDoc.kind'),
      say('statementDoc.orderNo'),
      say('statementDoc.description'),
      say('statementDoc.quantity'),
      say('statementDoc.price'),
      say('statementDoc.amount'),
    ],
    rows,
  };
}

export function statementCsv(detail: StatementDetail, version: number, locale: Locale): Uint8Array {
  const sheet = sheetOf(detail, version, locale);
  const text = toCsv([...sheet.facts, [], sheet.columns, ...sheet.rows]);
  return new TextEncoder().encode(text);
}

export async function statementXlsx(detail: StatementDetail, version: number, locale: Locale): Promise<Uint8Array> {
  const sheet = sheetOf(detail, version, locale);
  const book = new ExcelJS.Workbook();
  book.creator = 'Caigou';
  const ws = book.addWorksheet(detail.record.balanceNum);
  ws.addRow([sheet.title]).font = { bold: true, size: 14 };
  for (const fact of sheet.facts) ws.addRow(fact);
  ws.addRow([]);
  ws.addRow(sheet.columns).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  ws.columns.forEach((column, index) => {
    column.width = [12, 12, 22, 40, 8, 12, 14][index] ?? 12;
  });
  // Amounts show as money with two decimals; the cells stay numbers, so Excel can add them up.
  ws.getColumn(6).numFmt = '#,##0.00##';
  ws.getColumn(7).numFmt = '#,##0.00';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export function statementPdf(
  detail: StatementDetail,
  version: number,
  locale: Locale,
  created: Date,
): Promise<Uint8Array> {
  const sheet = sheetOf(detail, version, locale);
  const { doc, bytes } = cjkPdf(sheet.title, created);
  doc.fontSize(16).text(sheet.title, { align: 'center' }).moveDown();
  for (const [name, value] of sheet.facts)
    doc.fontSize(10).text(`${name}：${typeof value === 'number' ? value.toFixed(2) : value}`);
  doc.moveDown();
  const widths = [62, 52, 100, 150, 30, 50, 60];
  const drawRow = (cells: (string | number)[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, index) => {
      const text = typeof cell === 'number' && index >= 5 ? cell.toFixed(index === 5 ? 4 : 2) : String(cell);
      doc.fontSize(bold ? 9 : 8).text(text, x, y, { width: widths[index]! - 4, align: index >= 4 ? 'right' : 'left' });
      x += widths[index]!;
    });
    doc.x = doc.page.margins.left;
    doc.moveDown(0.3);
  };
  drawRow(sheet.columns, true);
  for (const row of sheet.rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    drawRow(row);
  }
  doc.end();
  return bytes;
}
