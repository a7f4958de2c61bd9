import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  exportFile,
  listTable,
  tableCsv,
  tableXlsx,
  type ExportColumn,
  type ExportTable,
} from '../../backend/documents/table-export.ts';

interface Row {
  no: string;
  name: string;
  quantity: number;
  amount: number;
  price: number;
  at: string;
}

const columns: ExportColumn<Row>[] = [
  { header: '订单编号', kind: 'text', value: (row) => row.no },
  { header: '商品', kind: 'text', value: (row) => row.name },
  { header: '数量', kind: 'integer', value: (row) => row.quantity },
  { header: '金额', kind: 'money', value: (row) => row.amount },
  { header: '单价', kind: 'price', value: (row) => row.price },
  { header: '时间', kind: 'date', value: (row) => row.at },
];

const rows: Row[] = [
  { no: 'CG001', name: '六角螺栓, "M8"', quantity: 3, amount: 10.235, price: 0.0325, at: '2026-11-01 09:30:05' },
  { no: '=1+2', name: '-SUM(A1)', quantity: 1, amount: -120, price: 12, at: '2026-11-02' },
  { no: '@cmd', name: '\tline\r\nbreak', quantity: 0, amount: 0, price: 1.5, at: '' },
];

const table: ExportTable<Row> = { name: 'orders-2026-11-27', columns, rows };

const readBook = async (bytes: Uint8Array) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book.worksheets[0]!;
};

describe('table export: XLSX', () => {
  it('writes the headers, then numbers as numbers with money formats and dates as dates', async () => {
    const sheet = await readBook(await tableXlsx(table));
    expect(sheet.name).toBe('orders-2026-11-27');
    expect(sheet.getRow(1).values).toEqual([undefined, '订单编号', '商品', '数量', '金额', '单价', '时间']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('CG001');
    expect(first.getCell(3).value).toBe(3);
    // Money to the fen, half-up on the exact amount (10.235 is 10.24, not toFixed's 10.23).
    expect(first.getCell(4).value).toBe(10.24);
    expect(first.getCell(4).numFmt).toBe('#,##0.00');
    expect(first.getCell(5).value).toBe(0.0325);
    expect(first.getCell(5).numFmt).toBe('#,##0.00##');
    // The Shanghai wall-clock time, as the sheet shows it.
    expect((first.getCell(6).value as Date).toISOString()).toBe('2026-11-01T09:30:05.000Z');
    expect(sheet.getRow(3).getCell(4).value).toBe(-120);
    expect((sheet.getRow(3).getCell(6).value as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    // Text that looks like a formula is text in a workbook, never a formula.
    expect(sheet.getRow(3).getCell(1).value).toBe('=1+2');
    expect(sheet.getRow(4).getCell(6).value).toBeNull();
  });

  it('says a note under the rows and keeps a sheet name Excel accepts', async () => {
    const sheet = await readBook(
      await tableXlsx({ ...table, name: 'a/b:c?d*e[f]' + 'x'.repeat(40), note: '仅导出前 2 行' }),
    );
    expect(sheet.name).toBe('a-b-c-d-e-f-xxxxxxxxxxxxxxxxxxx');
    expect(sheet.getRow(6).getCell(1).value).toBe('仅导出前 2 行');
  });
});

describe('table export: CSV', () => {
  const text = new TextDecoder().decode(tableCsv({ ...table, note: '=note' }));

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    // TextDecoder drops the mark; the bytes keep it.
    expect([...tableCsv(table).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('订单编号,商品,数量,金额,单价,时间');
  });

  it('quotes cells with commas, quotes and line breaks, and never lets a cell run as a formula', () => {
    const lines = text.split('\r\n');
    expect(lines[1]).toBe('CG001,"六角螺栓, ""M8""",3,10.24,0.0325,2026-11-01 09:30:05');
    expect(lines[2]).toBe("'=1+2,'-SUM(A1),1,-120.00,12.00,2026-11-02");
    expect(text).toContain(`'@cmd,"'\tline\r\nbreak",0,0.00,1.50,`);
    expect(text).toContain("\r\n\r\n'=note\r\n");
  });
});

describe('table export: the file', () => {
  it('is named after the table and typed for its format', async () => {
    const csv = await exportFile(table, 'csv');
    expect(csv.name).toBe('orders-2026-11-27.csv');
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const xlsx = await exportFile(table, 'xlsx');
    expect(xlsx.name).toBe('orders-2026-11-27.xlsx');
    expect(xlsx.type).toMatch(/spreadsheetml/);
  });
});

describe('table export: a list', () => {
  const found = { list: rows.slice(0, 2), total: 2 };
  const at = Date.UTC(2026, 10, 27, 17, 0, 0);

  it('is named after the list and the Shanghai day', () => {
    expect(listTable('orders', columns, found, { locale: 'zh-CN', now: at }).name).toBe('orders-2026-11-28');
  });

  it('says when the list held more rows than the export', () => {
    expect(listTable('orders', columns, found, { locale: 'zh-CN', now: at }).note).toBeUndefined();
    const cut = listTable('orders', columns, { ...found, total: 10_001 }, { locale: 'en', now: at });
    expect(cut.note).toBe('Only the first 2 of 10001 rows were exported: narrow the filter and export again');
  });
});
