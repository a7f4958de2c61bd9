import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { statementCsv, statementPdf, statementXlsx } from '../../backend/documents/statement-document.ts';
import type { StatementDetail, StatementLine } from '../../common/areas/statements/statement.ts';
import { pdfText } from '../backend/pdf-text.ts';

/**
 * A statement's downloads round its amounts to the fen the way orders do: half-up (away from
 * zero) on the integer ten-thousandths, so a goods line of ¥10.2350 prints 10.24 beside its order
 * line's 10.24 — binary floating point's toFixed read 10.2350 as 10.2349… and printed 10.23.
 */
const line = (kind: string, amount: number, goods: StatementLine['goods']): StatementLine => ({
  id: kind === 'order' ? 1 : 2,
  kind,
  orderNo: 'CG2026110100001',
  occurredOn: '2026-11-01',
  description: kind === 'order' ? '六角螺栓' : '售后退款',
  goods,
  amount,
});

const detail: StatementDetail = {
  record: {
    id: 1,
    companyName: '示例科技有限公司',
    balanceNum: 'DZ202611000001',
    state: 1,
    year: 2026,
    month: 11,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    accountAmount: 0,
    payStatus: 0,
    createDate: '2026-12-01 00:10:00',
    dueDate: '2026-12-31',
    version: 1,
    openingBalance: 0,
    closingBalance: 0,
    recordedAmount: 0,
    paidAmount: 0,
    diversity: null,
    diversityReson: null,
    disputedLines: [],
    actions: [],
  },
  groups: [
    {
      orderNo: 'CG2026110100001',
      lines: [
        // 2.047 × 5 = 10.2350 exactly; the order charged it half-up, 10.24 (and refunded it so).
        line('order', 10.24, [{ name: 'M8六角螺栓', quantity: 5, price: 2.047, amount: 10.235 }]),
        line('refund', -10.24, [{ name: 'M8六角螺栓', quantity: 5, price: 2.047, amount: -10.235 }]),
      ],
      subtotal: 0,
    },
  ],
  adjustments: [],
  remittances: [],
  versions: [1],
};

/** The amounts column of the goods rows (the ones with a quantity). */
const goodsAmounts = (rows: unknown[][]) => rows.filter((row) => typeof row[4] === 'number').map((row) => row[6]);

describe('the statement downloads', () => {
  it('CSV: a goods line of 10.2350 is 10.24 (and a refund of it -10.24), as its order line', () => {
    const csv = new TextDecoder().decode(statementCsv(detail, 1, 'zh-CN'));
    const rows = csv.split('\r\n').map((text) => text.split(','));
    expect(rows.filter((row) => row[3]?.includes('M8六角螺栓')).map((row) => row[6])).toEqual(['10.24', '-10.24']);
  });

  it('XLSX: the goods cells hold 10.24 and -10.24', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await statementXlsx(detail, 1, 'zh-CN')) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(goodsAmounts(rows)).toEqual([10.24, -10.24]);
  });

  it('PDF: the goods lines print 10.24 and -10.24', async () => {
    const text = pdfText(await statementPdf(detail, 1, 'zh-CN', new Date('2026-12-01T00:10:00+08:00')));
    expect(text).not.toContain('10.23');
    expect(text.match(/-?10\.24/g)).toEqual(['10.24', '10.24', '-10.24', '-10.24']);
  });
});
