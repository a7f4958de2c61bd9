import ExcelJS from 'exceljs';
import { EXPORT_TYPES, type ExportFormat } from '../../common/export-files.ts';
import { message, type Locale } from '../../common/messages.ts';
import { formatMoney, moneyToText, parseMoney } from '../../common/money.ts';
import { shanghaiDate } from '../../common/time.ts';

/**
 * What a column holds, which decides how each file writes it: text as it is; integers and money
 * as numbers (money with 2 places, or 4 for unit prices below a fen), so a spreadsheet can add
 * them up; dates (`YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD`, Shanghai time) as dates.
 */
export type ColumnKind = 'text' | 'integer' | 'money' | 'price' | 'date';

export interface ExportColumn<Row> {
  header: string;
  kind: ColumnKind;
  value: (row: Row) => string | number | null;
  /** Characters wide in the workbook; the kind's default otherwise. */
  width?: number;
}

export interface ExportTable<Row> {
  /** The file's name without its extension, also the workbook's sheet. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** Said under the rows (an export cut at its maximum says so). */
  note?: string;
}

/**
 * An export holds at most this many rows, never paged: a bigger list is cut here and the file
 * says so under its rows, so the buyer narrows the filter instead of waiting on a huge file.
 */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * A list's export: the rows its list query found when asked for EXPORT_MAX_ROWS at once, named
 * after the list and the day, with a note when the list holds more than it shows.
 */
export function listTable<Row>(
  list: string,
  columns: readonly ExportColumn<Row>[],
  found: { list: readonly Row[]; total: number },
  { locale, now }: { locale: Locale; now: number },
): ExportTable<Row> {
  return {
    name: `${list}-${shanghaiDate(now)}`,
    columns,
    rows: found.list,
    note:
      found.total > found.list.length
        ? message(locale, 'exportCapped', { max: found.list.length, total: found.total })
        : undefined,
  };
}

const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  integer: '0',
  money: '#,##0.00',
  price: '#,##0.00##',
  date: 'yyyy-mm-dd hh:mm:ss',
};

const WIDTHS: Record<ColumnKind, number> = { text: 24, integer: 10, money: 14, price: 14, date: 20 };

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A Shanghai wall-clock time as the date a workbook shows: workbooks have no time zones, and
 * exceljs writes a Date's UTC reading, so the wall-clock fields are given as UTC.
 */
function wallClock(text: string): Date | undefined {
  const match = WIRE_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
}

export async function tableXlsx<Row>(table: ExportTable<Row>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Caigou';
  // A sheet's name allows 31 characters and none of : \ / ? * [ ].
  const sheet = book.addWorksheet(table.name.replace(/[:\\/?*[\]]/g, '-').slice(0, 31));
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? WIDTHS[column.kind],
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows)
    sheet.addRow(
      table.columns.map((column) => {
        const value = column.value(row);
        if (value === null || value === '') return null;
        if (column.kind === 'date') return wallClock(String(value)) ?? value;
        if (column.kind === 'money' || column.kind === 'price') return Number(moneyText(column.kind, value));
        // Only the column's kind makes a number: a goods name that reads as one stays text.
        return column.kind === 'integer' ? Number(value) : String(value);
      }),
    );
  if (table.note) {
    sheet.addRow([]);
    sheet.addRow([table.note]).font = { italic: true };
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/**
 * A wire amount as exact text: money to the fen, half-up on the integer ten-thousandths (toFixed
 * works on the binary double and says 10.23 for 10.235); a unit price with its 3rd and 4th places
 * when it has them.
 */
function moneyText(kind: 'money' | 'price', value: string | number): string {
  const money = parseMoney(value);
  if (money === null) return String(value);
  return kind === 'money' ? moneyToText(money, 2) : formatMoney(money);
}

/**
 * One CSV cell. Text a buyer typed that starts with = + - @, a tab or a carriage return is
 * prefixed with ' so a spreadsheet never runs it as a formula; the shop's own numbers (a
 * negative amount) are left as they are.
 */
function csvCell(kind: ColumnKind, value: string | number | null): string {
  if (value === null) return '';
  let text = kind === 'money' || kind === 'price' ? moneyText(kind, value) : String(value);
  const numeric = kind === 'integer' || kind === 'money' || kind === 'price';
  if (!numeric && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV as Excel opens it with Chinese intact: a UTF-8 byte-order mark, CRLF line ends, quoted cells. */
export function tableCsv<Row>(table: ExportTable<Row>): Uint8Array {
  const lines = [
    table.columns.map((column) => csvCell('text', column.header)).join(','),
    ...table.rows.map((row) => table.columns.map((column) => csvCell(column.kind, column.value(row))).join(',')),
    ...(table.note ? ['', csvCell('text', table.note)] : []),
  ];
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** The table as the file asked for, with its name and type, as documentResponse serves it. */
export async function exportFile<Row>(
  table: ExportTable<Row>,
  format: ExportFormat,
): Promise<{ name: string; bytes: Uint8Array; type: string }> {
  const bytes = format === 'xlsx' ? await tableXlsx(table) : tableCsv(table);
  return { name: `${table.name}.${format}`, bytes, type: EXPORT_TYPES[format] };
}
