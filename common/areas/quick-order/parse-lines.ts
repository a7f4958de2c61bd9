/**
 * Reads what a clerk pastes into the quick order: `goods code or item number, quantity` per line,
 * as Excel, WPS, a CSV file or a chat window writes it. The browser (checking as they type) and the
 * backend (which decides) read it with this one function, so both see the same lines.
 */

/** The most lines one quick order takes: a big purchase list, checked in one query. */
export const QUICK_ORDER_LINES_MAX = 1000;
/** A goods code or item number is at most this long in the catalogue; a longer one is kept cut. */
export const QUICK_ORDER_CODE_MAX = 50;

/** Why a line cannot be looked up. */
export type LineProblem = 'noQuantity' | 'notANumber';

export interface ParsedLine {
  /** Where the line was in the text, counted from 1 (blank lines count): the first line of a merged code. */
  line: number;
  code: string;
  /** A whole number of units; null when the line has a problem. */
  quantity: number | null;
  problem?: LineProblem;
  /** Later lines of the same code, whose quantities were added to this one. */
  merged?: number[];
}

export interface ParsedText {
  lines: ParsedLine[];
  /** The first line named the columns (商品编码 / 数量, code / qty) and was left out. */
  headerSkipped: boolean;
  /** Lines after the first QUICK_ORDER_LINES_MAX were left out. */
  cutAt: number | null;
}

/** Words a spreadsheet's header row uses for its columns, compared without case or spaces. */
const HEADER_WORDS = new Set([
  '商品编码',
  '编码',
  '商品编号',
  '编号',
  '货号',
  '商品货号',
  '物料编码',
  '物料号',
  '型号',
  '数量',
  '采购数量',
  '购买数量',
  'code',
  'goodscode',
  'itemno',
  'item',
  'sku',
  'partno',
  'qty',
  'quantity',
]);

/** A quantity: digits, maybe `.0`, maybe a unit after it (10个, 5 pcs). */
const QUANTITY = /^(\d+)(?:\.0+)?\s*\p{L}*$/u;

/**
 * Splits one line into its cells. A tab means a spreadsheet's copy, so only tabs separate;
 * else commas and semicolons (a CSV file, a chat message), honouring double-quoted cells; else
 * spaces. Empty cells (Excel's trailing tabs, `a,,5`) are dropped.
 */
export function splitCells(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map(unquote).filter(Boolean);
  if (/[,;]/.test(line)) return splitQuoted(line).filter(Boolean);
  return line.split(/\s+/).filter(Boolean);
}

function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}

/** CSV cells on `,` or `;`: a quoted cell may hold either, and `""` is a quote. */
function splitQuoted(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',' || char === ';') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const isHeaderWord = (cell: string) => HEADER_WORDS.has(cell.toLowerCase().replace(/[\s_\-.]/g, ''));

/** The quantity a cell holds, or the problem with it. */
function quantityOf(cell: string | undefined): number | LineProblem {
  if (cell === undefined) return 'noQuantity';
  const match = QUANTITY.exec(cell);
  return match ? Number(match[1]) : 'notANumber';
}

/**
 * Full-width letters, digits, commas, semicolons and spaces (what a Chinese input method types)
 * become their ASCII forms by Unicode's compatibility mapping, so `ＣＧ１，５` reads as `CG1,5`;
 * the enumeration comma 、 is not mapped by it and is taken as a comma too.
 */
function normalise(text: string): string {
  return text.normalize('NFKC').replaceAll('、', ',');
}

/**
 * The lines of a paste or a file: the code is a line's first cell, the quantity its last (a copy
 * may bring a name column between them). The same code twice becomes one line with the quantities
 * added (codes compared without case); a line with a problem stays on its own so it can be said.
 */
export function parseQuickOrder(text: string): ParsedText {
  const rows = normalise(text).split(/\r\n|\r|\n/);
  const lines: ParsedLine[] = [];
  const byCode = new Map<string, ParsedLine>();
  let headerSkipped = false;
  let cutAt: number | null = null;
  let seenContent = false;
  for (const [index, row] of rows.entries()) {
    const cells = splitCells(row.trim());
    if (cells.length === 0) continue;
    const first = !seenContent;
    seenContent = true;
    const code = cells[0]!.slice(0, QUICK_ORDER_CODE_MAX);
    const quantity = quantityOf(cells.length > 1 ? cells.at(-1) : undefined);
    if (first && typeof quantity !== 'number' && cells.some(isHeaderWord)) {
      headerSkipped = true;
      continue;
    }
    const key = code.toUpperCase();
    const earlier = typeof quantity === 'number' ? byCode.get(key) : undefined;
    if (earlier && earlier.quantity !== null && typeof quantity === 'number') {
      earlier.quantity += quantity;
      earlier.merged = [...(earlier.merged ?? []), index + 1];
      continue;
    }
    if (lines.length === QUICK_ORDER_LINES_MAX) {
      cutAt = index + 1;
      break;
    }
    const line: ParsedLine =
      typeof quantity === 'number'
        ? { line: index + 1, code, quantity }
        : { line: index + 1, code, quantity: null, problem: quantity };
    lines.push(line);
    if (typeof quantity === 'number') byCode.set(key, line);
  }
  return { lines, headerSkipped, cutAt };
}
