import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  assertBalanced,
  DEFAULT_VOUCHER_SETTINGS,
  invoiceVoucher,
  statementVoucher,
  voucherSettingsSchema,
  type Voucher,
} from '../../common/areas/vouchers/index.ts';
import { totalCredit, totalDebit } from '../../common/areas/vouchers/voucher.ts';
import type { Money } from '../../common/money.ts';

/** A seeded generator, so a failure repeats with the same amounts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const settings = DEFAULT_VOUCHER_SETTINGS;
const balanced = (voucher: Voucher) => {
  expect(totalDebit(voucher)).toBe(totalCredit(voucher));
  for (const entry of voucher.entries) {
    expect(entry.debit % 100 === 0, 'whole fen').toBe(true);
    expect(entry.credit % 100 === 0, 'whole fen').toBe(true);
    expect(entry.debit === 0 || entry.credit === 0, 'one side per line').toBe(true);
  }
};

describe('voucher balancing', () => {
  it('balances a statement of any amount, to the fen, with or without a tax split', () => {
    const next = random(7);
    for (let i = 0; i < 5_000; i++) {
      // Statement totals are sums of exact lines: any ten-thousandth, up to ¥10 million.
      const total = Math.floor(next() * 100_000_000_000) as Money;
      const rate = [13, 9, 6, 3, 1, 0][Math.floor(next() * 6)]!;
      const amount = Math.round(total / 100) * 100;
      const net = Math.round(amount / (1 + rate / 100) / 100) * 100;
      const withSplit = statementVoucher(
        settings,
        'zh-CN',
        { balanceNum: 'DZ202610001', month: '2026-10', endDate: '2026-10-31', total },
        [{ amount: amount as Money, netAmount: net as Money }],
      );
      balanced(withSplit);
      expect(withSplit.entries).toHaveLength(3);
      expect(totalCredit(withSplit)).toBe(amount);
      const without = statementVoucher(
        settings,
        'zh-CN',
        { balanceNum: 'DZ202610001', month: '2026-10', endDate: '2026-10-31', total },
        [],
      );
      balanced(without);
      expect(without.entries.map((entry) => entry.accountCode)).toEqual(['1405', '2202']);
    }
  });

  it('balances blue and red invoices of random amounts, the red one negative on the same sides', () => {
    const next = random(11);
    for (let i = 0; i < 5_000; i++) {
      const amount = Math.floor(next() * 1_000_000_000) * 100;
      const net = Math.round(amount / 1.13 / 100) * 100;
      const blue = invoiceVoucher(settings, 'en', {
        kind: 'blue',
        code: '',
        number: '26310000000000000001',
        issueDate: '2026-11-02',
        amount: amount as Money,
        netAmount: net as Money,
      });
      balanced(blue);
      expect(blue.entries.map((entry) => [entry.debit, entry.credit])).toEqual([
        [net, 0],
        [amount - net, 0],
        [0, amount],
      ]);
      const red = invoiceVoucher(settings, 'en', {
        kind: 'red',
        code: '',
        number: '26310000000000000002',
        issueDate: '2026-11-03',
        amount: -amount as Money,
        netAmount: -net as Money,
      });
      balanced(red);
      expect(red.entries.map((entry) => entry.debit + entry.credit)).toEqual(
        [-net, net - amount, -amount].map((x) => x || 0),
      );
    }
  });

  it('refuses to let an unbalanced or fractional voucher out', () => {
    const voucher = invoiceVoucher(settings, 'zh-CN', {
      kind: 'blue',
      code: '',
      number: '1',
      issueDate: '2026-11-02',
      amount: 1_130_000 as Money,
      netAmount: 1_000_000 as Money,
    });
    expect(() => assertBalanced({ ...voucher, entries: voucher.entries.slice(1) })).toThrow();
    const fraction = voucher.entries.map((entry, index) =>
      index === 0 ? { ...entry, debit: (entry.debit + 1) as Money } : entry,
    );
    expect(() => assertBalanced({ ...voucher, entries: fraction })).toThrow();
  });

  it('names the statement, month and supplier in the summary', () => {
    const voucher = statementVoucher(
      { ...settings, supplierName: '采购商城', supplierCode: 'GYS001' },
      'zh-CN',
      { balanceNum: 'DZ2026100001', month: '2026-10', endDate: '2026-10-31', total: 123_450_000 as Money },
      [],
    );
    expect(voucher.entries[0]!.summary).toBe('采购 采购商城 2026-10 对账单 DZ2026100001');
    expect(voucher.entries.at(-1)!.summary).toBe('采购 采购商城 2026-10 对账单 DZ2026100001 GYS001');
    expect(voucher.period).toBe(10);
  });
});

describe('voucher settings schema', () => {
  it('takes the defaults as they are and refuses a malformed account code with its field named', () => {
    expect(voucherSettingsSchema('zh-CN').safeParse(DEFAULT_VOUCHER_SETTINGS).success).toBe(true);
    const bad = voucherSettingsSchema('zh-CN').safeParse({ ...DEFAULT_VOUCHER_SETTINGS, goodsAccount: '14O5' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['goodsAccount']);
    expect(bad.error?.issues[0]?.message).toContain('库存商品/费用科目代码');
    const empty = voucherSettingsSchema('en').safeParse({ ...DEFAULT_VOUCHER_SETTINGS, voucherWord: ' ' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter the voucher word');
  });
});

describe('the settings form as Conform reads it', () => {
  it('takes emptied optional fields (supplier code, maker) as empty, and still requires the rest', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...DEFAULT_VOUCHER_SETTINGS, supplierCode: '', maker: '' }))
      form.set(name, value);
    const read = parseWithZod(form, { schema: voucherSettingsSchema('zh-CN') });
    expect(read.status).toBe('success');
    expect(read.status === 'success' && read.value).toEqual({
      ...DEFAULT_VOUCHER_SETTINGS,
      supplierCode: '',
      maker: '',
    });
    form.set('payableAccount', '');
    const refused = parseWithZod(form, { schema: voucherSettingsSchema('zh-CN') });
    expect(refused.status).toBe('error');
    expect(refused.reply().error?.payableAccount?.[0]).toBe('请填写应付账款科目代码');
  });
});
