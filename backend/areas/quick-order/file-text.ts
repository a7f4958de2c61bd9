import ExcelJS from 'exceljs';
import { QUICK_ORDER_FILE_MAX } from '../../../common/areas/quick-order/quick-order.ts';
import { refused } from '../../errors.ts';

/** A zip's first bytes: every .xlsx is one. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The first worksheet's rows as lines of tab-separated cells, as a spreadsheet's copy would paste them. */
async function workbookText(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw refused('quickOrderFileUnreadable');
  }
  const sheet = workbook.worksheets[0];
  const rows: string[] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text.replace(/[\t\r\n]/g, ' ')));
    rows.push(cells.join('\t'));
  });
  return rows.join('\n');
}

/**
 * A CSV's text: UTF-8 (with or without its mark), else GB18030, the encoding Excel and WPS in
 * Chinese save CSV in by default.
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * An uploaded quick-order file's lines as text for the one reader of pasted lines. What it is
 * comes from its bytes: a zip is read as a workbook; anything else must be named .csv and hold text.
 */
export async function fileText(file: File): Promise<string> {
  if (file.size > QUICK_ORDER_FILE_MAX)
    throw refused('quickOrderFileTooLarge', { size: `${QUICK_ORDER_FILE_MAX / 1024} KB` });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (ZIP.every((byte, index) => bytes[index] === byte)) return workbookText(bytes);
  if (!/\.csv$/i.test(file.name)) throw refused('quickOrderFileType');
  const text = csvText(bytes);
  // eslint-disable-next-line no-control-regex -- a binary file named .csv holds control characters no text has
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw refused('quickOrderFileUnreadable');
  return text;
}
