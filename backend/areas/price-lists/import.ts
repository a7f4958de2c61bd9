import { agreedPrice, PRICE_LIST_ROWS_MAX, type ImportProblem } from '../../../common/areas/price-lists/console.ts';
import { splitCells } from '../../../common/areas/quick-order/parse-lines.ts';
import { message, type Locale } from '../../../common/messages.ts';
import type { Money } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
import { refused } from '../../errors.ts';

/** Header words of the code and price columns, in either language, compared without case, spaces or punctuation. */
const CODE_WORDS = new Set(['商品编码', '编码', 'goodscode', 'code']);
const PRICE_WORDS = new Set(['协议价', '协议价元', 'price', 'agreedprice']);
const word = (cell: string) => cell.toLowerCase().replace(/[\s_\-.()（）]/g, '');

interface Row {
  line: number;
  code: string;
  cells: string[];
}

/**
 * A file's rows with their line numbers (from 1, blank lines counted), the header left out: the
 * header, in Chinese or English, says which columns hold the code and the price, so a file this
 * area exported (code, name, list price, agreed price) imports back; without one the code is the
 * first column and the price the last.
 */
function readRows(text: string, withPrice: boolean): { rows: Row[]; codeAt: number; priceAt: number } {
  const rows: Row[] = [];
  let codeAt = 0;
  let priceAt = -1;
  let first = true;
  for (const [index, raw] of text
    .normalize('NFKC')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const cells = splitCells(raw.trim());
    if (cells.length === 0) continue;
    if (first) {
      first = false;
      const words = cells.map(word);
      const code = words.findIndex((cell) => CODE_WORDS.has(cell));
      if (code >= 0) {
        codeAt = code;
        const price = words.findIndex((cell) => PRICE_WORDS.has(cell));
        priceAt = withPrice && price >= 0 ? price : -1;
        continue;
      }
    }
    rows.push({ line: index + 1, code: (cells[codeAt] ?? '').slice(0, 50), cells });
  }
  if (rows.length === 0) throw refused('priceListFileEmpty');
  if (rows.length > PRICE_LIST_ROWS_MAX) throw refused('priceListFileTooMany', { max: PRICE_LIST_ROWS_MAX });
  return { rows, codeAt, priceAt };
}

/** The goods ids of codes, looked up in chunks (codes compared as the catalogue writes them). */
async function goodsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(codes.filter(Boolean))];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .selectFrom('goods')
      .select(['id', 'goods_code'])
      .where('goods_code', 'in', unique.slice(start, start + 1000))
      .execute();
    for (const row of rows) found.set(row.goods_code, row.id);
  }
  return found;
}

/**
 * Reads an import file's goods (and agreed prices): every row checked, each bad one said with its
 * line; the caller writes nothing when any is bad.
 */
export async function readImport(
  db: Db,
  text: string,
  { withPrice, locale }: { withPrice: boolean; locale: Locale },
): Promise<{ lines: { goodsId: number; price: Money }[]; problems: ImportProblem[] }> {
  const { rows, priceAt } = readRows(text, withPrice);
  const ids = await goodsByCode(
    db,
    rows.map((row) => row.code),
  );
  const seen = new Map<number, number>();
  const lines: { goodsId: number; price: Money }[] = [];
  const problems: ImportProblem[] = [];
  const say = (row: Row, key: Parameters<typeof message>[1], params = {}) =>
    problems.push({ line: row.line, code: row.code, problem: message(locale, key, params) });
  for (const row of rows) {
    if (!row.code) {
      say(row, 'priceListImport.noCode');
      continue;
    }
    const goodsId = ids.get(row.code);
    if (goodsId === undefined) {
      say(row, 'priceListImport.unknownCode');
      continue;
    }
    const earlier = seen.get(goodsId);
    if (earlier !== undefined) {
      say(row, 'priceListImport.repeated', { line: earlier });
      continue;
    }
    seen.set(goodsId, row.line);
    if (!withPrice) {
      lines.push({ goodsId, price: 0 as Money });
      continue;
    }
    const cell = priceAt >= 0 ? row.cells[priceAt] : row.cells.length > 1 ? row.cells.at(-1) : undefined;
    if (cell === undefined || cell === '') {
      say(row, 'priceListImport.noPrice');
      continue;
    }
    const price = agreedPrice(cell.replace(/^[¥￥]/, '').replaceAll(',', ''));
    if (price === null) {
      say(row, 'priceListImport.badPrice');
      continue;
    }
    lines.push({ goodsId, price });
  }
  return { lines, problems };
}
