import { describe, expect, it } from 'vitest';
import {
  parseQuickOrder,
  QUICK_ORDER_CODE_MAX,
  QUICK_ORDER_LINES_MAX,
  splitCells,
} from '../../common/areas/quick-order/parse-lines.ts';

const codes = (text: string) => parseQuickOrder(text).lines.map(({ code, quantity }) => [code, quantity]);

describe('a quick order’s lines', () => {
  it('reads every separator a spreadsheet, a CSV file or a chat window writes', () => {
    const expected = [['CG10000001', 5]];
    for (const text of [
      'CG10000001\t5',
      'CG10000001,5',
      'CG10000001，5',
      'CG10000001;5',
      'CG10000001；5',
      'CG10000001、5',
      'CG10000001 5',
      'CG10000001   5',
      'CG10000001\u30005',
      'ＣＧ１００００００１，５',
      'CG10000001\t5\t\t',
      '  CG10000001 , 5  ',
      '"CG10000001","5"',
      'CG10000001\t5个',
      'CG10000001,5.0',
    ]) {
      expect(codes(text), JSON.stringify(text)).toEqual(expected);
    }
  });

  it('takes the first cell as the code and the last as the quantity, whatever lies between', () => {
    expect(codes('CG10000001\t六角螺栓 M8\t20')).toEqual([['CG10000001', 20]]);
    expect(codes('"BW-1,2",双头, "7"')).toEqual([['BW-1,2', 7]]);
    expect(splitCells('"a ""quoted"" code";3')).toEqual(['a "quoted" code', '3']);
  });

  it('reads CRLF, CR and LF, skips blank lines and numbers lines as the text does', () => {
    const parsed = parseQuickOrder('A1,1\r\n\r\nB2,2\rC3,3\n   \nD4,4\n');
    expect(parsed.lines.map(({ line, code }) => [line, code])).toEqual([
      [1, 'A1'],
      [3, 'B2'],
      [4, 'C3'],
      [6, 'D4'],
    ]);
  });

  it('leaves out a header row of either language, said so, and only when it names the columns', () => {
    for (const header of [
      '商品编码\t数量',
      '商品编码,采购数量',
      'code,qty',
      'Goods code;Quantity',
      'SKU\tQTY',
      '货号 数量',
    ]) {
      const parsed = parseQuickOrder(`${header}\nCG1\t3`);
      expect(parsed.headerSkipped, header).toBe(true);
      expect(parsed.lines).toEqual([{ line: 2, code: 'CG1', quantity: 3 }]);
    }
    const notHeader = parseQuickOrder('螺丝,很多\nCG1,3');
    expect(notHeader.headerSkipped).toBe(false);
    expect(notHeader.lines[0]).toEqual({ line: 1, code: '螺丝', quantity: null, problem: 'notANumber' });
  });

  it('adds up the same code twice, ignoring case, and says which lines were merged', () => {
    const parsed = parseQuickOrder('CG1,3\nCG2,1\ncg1,4\nCG1\t10');
    expect(parsed.lines).toEqual([
      { line: 1, code: 'CG1', quantity: 17, merged: [3, 4] },
      { line: 2, code: 'CG2', quantity: 1 },
    ]);
  });

  it('keeps a line with a missing or wrong quantity on its own, with its problem', () => {
    const parsed = parseQuickOrder('CG1\nCG1,abc\nCG1,-2\nCG1,1.5\nCG1,2');
    expect(parsed.lines).toEqual([
      { line: 1, code: 'CG1', quantity: null, problem: 'noQuantity' },
      { line: 2, code: 'CG1', quantity: null, problem: 'notANumber' },
      { line: 3, code: 'CG1', quantity: null, problem: 'notANumber' },
      { line: 4, code: 'CG1', quantity: null, problem: 'notANumber' },
      { line: 5, code: 'CG1', quantity: 2 },
    ]);
  });

  it('takes 1,000 lines and says where it stopped after them; merged lines do not count', () => {
    const text = Array.from({ length: QUICK_ORDER_LINES_MAX + 5 }, (_, i) => `CG${i},1`).join('\n');
    const parsed = parseQuickOrder(`CG0,1\n${text}`);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_LINES_MAX);
    expect(parsed.lines[0]).toEqual({ line: 1, code: 'CG0', quantity: 2, merged: [2] });
    expect(parsed.cutAt).toBe(QUICK_ORDER_LINES_MAX + 2);
  });

  it('cuts a code longer than any in the catalogue', () => {
    const [line] = parseQuickOrder(`${'X'.repeat(80)},1`).lines;
    expect(line?.code).toHaveLength(QUICK_ORDER_CODE_MAX);
  });
});
