import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_VOUCHER_SETTINGS,
  VOUCHER_LAYOUTS,
  type VoucherSettingsView,
} from '../../common/areas/vouchers/index.ts';
import { Code, type Envelope } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * ERP vouchers through the REST contract: the company's voucher settings (defaults until saved,
 * refused when malformed, saved once by its main account), a statement's and an invoice's voucher
 * in the 金蝶 KIS and 用友 U8 layouts (header rows as the templates', debits equal to credits, a red
 * invoice negative), and another company's statement or invoice not found. On PostgreSQL
 * (TEST_DATABASE_URL) parallel saves really run in parallel.
 */
let t: TestBackend;
const tokens: Record<string, string> = {};
let demo = 0;
let other = 0;
let statementId = 0;
let statementTotal = 0;
let serial = 0;

interface Sheet {
  header: string[];
  rows: Record<string, unknown>[];
}

/** A voucher file: its envelope when refused, or its sheet read back with exceljs. */
async function download(path: string, token: string): Promise<{ sheet?: Sheet; envelope?: Envelope; type: string }> {
  const url = new URL(path, 'http://backend.test');
  url.searchParams.set('token', token);
  const response = await t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  expect(response.status).toBe(200);
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { envelope: (await response.json()) as Envelope, type };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, column) => [name, values[column] ?? null])));
  });
  return { sheet: { header, rows }, type };
}

const sum = (rows: Record<string, unknown>[], column: string) =>
  Math.round(rows.reduce((total, row) => total + Number(row[column] ?? 0), 0) * 100);

async function addInvoice(values: {
  company: number;
  statement?: number;
  order?: number;
  kind?: 'blue' | 'red';
  amount: number;
  net: number;
}) {
  const row = await t.db
    .insertInto('invoice')
    .values({
      company_id: values.company,
      order_id: values.order ?? null,
      statement_id: values.statement ?? null,
      kind: values.kind ?? 'blue',
      reverses_id: null,
      refund_id: null,
      invoice_type: 2,
      unit_name: '示例科技有限公司',
      taxcode: '91310115MA1H7XKQ2G',
      invoice_code: '',
      invoice_no: `2631${String(++serial).padStart(16, '0')}`,
      issue_date: '2026-11-02',
      amount: values.amount,
      net_amount: values.net,
      tax_amount: values.amount - values.net,
      tax_rate: 13,
      file_path: 'invoices/none.pdf',
      file_type: 'pdf',
      staff_id: null,
      created_at: Date.UTC(2026, 10, 2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const settings = (token: string) => t.call<VoucherSettingsView>('GET', '/rest/voucher/settings', { token });
const save = (token: string, body: Record<string, unknown>) =>
  t.call<VoucherSettingsView>('POST', '/rest/voucher/settings', { token, body });

beforeAll(async () => {
  t = await startBackend();
  for (const name of ['demo', 'demo_approver', 'demo_buyer', 'other']) tokens[name] = await t.buyerToken(name);
  demo = await companyOf(t, 'demo');
  other = await companyOf(t, 'other');
  // The seed's last month: each company's statement, sent (state 1), not yet invoiced.
  const statement = await t.db
    .selectFrom('statement')
    .select(['id', 'account_amount'])
    .where('company_id', '=', demo)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  statementId = statement.id;
  statementTotal = Number(statement.account_amount);
});
afterAll(() => t.close());

describe('voucher settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const reply = await settings(tokens.demo!);
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data).toEqual({ settings: DEFAULT_VOUCHER_SETTINGS, saved: null });
  });

  it('lets only the main account read or save them', async () => {
    expect((await settings(tokens.demo_buyer!)).code).toBe(Code.roleNotAllowed);
    expect((await save(tokens.demo_approver!, { ...DEFAULT_VOUCHER_SETTINGS })).code).toBe(Code.roleNotAllowed);
    expect(await t.count('voucher_settings')).toBe(0);
  });

  it('refuses a malformed account code with the field named, writing nothing', async () => {
    const reply = await save(tokens.demo!, { ...DEFAULT_VOUCHER_SETTINGS, goodsAccount: '14O5' });
    expect(reply.code).toBe(Code.invalid);
    expect(reply.msg).toContain('库存商品/费用科目代码');
    expect(await t.count('voucher_settings')).toBe(0);
  });
});

describe('a statement voucher', () => {
  it('books the statement without a tax split in the KIS layout with the defaults: Dr 1405 = Cr 2202', async () => {
    const { sheet } = await download(`/rest/voucher/statement/${statementId}/kis`, tokens.demo!);
    expect(sheet!.header).toEqual(VOUCHER_LAYOUTS.kis.columns.map((column) => column.header));
    expect(sheet!.rows.map((row) => row['科目代码'])).toEqual(['1405', '2202']);
    expect(sum(sheet!.rows, '借方金额')).toBe(sum(sheet!.rows, '贷方金额'));
    expect(sum(sheet!.rows, '借方金额')).toBe(Math.round(statementTotal / 100));
    const first = sheet!.rows[0]!;
    expect(first['凭证字']).toBe('记');
    expect(typeof first['借方金额']).toBe('number');
    expect(first['日期']).toBeInstanceOf(Date);
    expect(String(first['摘要'])).toMatch(/^采购 采购商城 \d{4}-\d{2} 对账单 DZ/);
  });

  it('uses the saved settings, names who saved them, and splits the tax once invoices cover the statement (U8)', async () => {
    const saved = await save(tokens.demo!, {
      voucherWord: '转',
      goodsAccount: '1402',
      vatAccount: '2221.01.01',
      payableAccount: '2202.01',
      supplierCode: 'GYS001',
      supplierName: '采购商城',
      maker: '王会计',
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.saved?.by).toBe('demo');
    expect((await settings(tokens.demo!)).data.settings.goodsAccount).toBe('1402');
    const amount = Math.round(statementTotal / 100) * 100;
    const net = Math.round(amount / 1.13 / 100) * 100;
    await addInvoice({ company: demo, statement: statementId, amount, net });
    const { sheet } = await download(`/rest/voucher/statement/${statementId}/u8`, tokens.demo!);
    expect(sheet!.header).toEqual(VOUCHER_LAYOUTS.u8.columns.map((column) => column.header));
    expect(sheet!.rows.map((row) => row['科目编码'])).toEqual(['1402', '2221.01.01', '2202.01']);
    expect(sheet!.rows.map((row) => row['凭证类别'])).toEqual(['转', '转', '转']);
    expect(sheet!.rows.map((row) => row['制单人'])).toEqual(['王会计', '王会计', '王会计']);
    expect(sheet!.rows[2]!['供应商编码']).toBe('GYS001');
    expect(sum(sheet!.rows, '借方金额')).toBe(amount / 100);
    expect(sum(sheet!.rows, '贷方金额')).toBe(amount / 100);
    expect(Math.round(Number(sheet!.rows[1]!['借方金额']) * 100)).toBe((amount - net) / 100);
  });

  it("is not found for another company's buyer, and refused to the company's purchaser", async () => {
    const { envelope } = await download(`/rest/voucher/statement/${statementId}/kis`, tokens.other!);
    expect(envelope?.code).toBe(Code.notFound);
    const buyer = await download(`/rest/voucher/statement/${statementId}/kis`, tokens.demo_buyer!);
    expect(buyer.envelope?.code).toBe(Code.roleNotAllowed);
    const layout = await download(`/rest/voucher/statement/${statementId}/xls`, tokens.demo!);
    expect(layout.envelope?.code).toBe(Code.notFound);
  });
});

describe('an invoice voucher', () => {
  it('books a blue invoice Dr net + Dr tax = Cr amount, and a red one negative on the same sides', async () => {
    const blue = await addInvoice({ company: demo, amount: 11_300_000, net: 10_000_000 });
    const red = await addInvoice({ company: demo, kind: 'red', amount: -2_260_000, net: -2_000_000 });
    const a = await download(`/rest/voucher/invoice/${blue}/kis`, tokens.demo!);
    expect(a.sheet!.rows.map((row) => [row['科目代码'], row['借方金额'], row['贷方金额']])).toEqual([
      ['1402', 1000, 0],
      ['2221.01.01', 130, 0],
      ['2202.01', 0, 1130],
    ]);
    const b = await download(`/rest/voucher/invoice/${red}/u8`, tokens.demo!);
    expect(b.sheet!.rows.map((row) => [row['科目编码'], row['借方金额'], row['贷方金额']])).toEqual([
      ['1402', -200, 0],
      ['2221.01.01', -26, 0],
      ['2202.01', 0, -226],
    ]);
    expect(String(b.sheet!.rows[0]!['摘要'])).toContain('红字发票');
  });

  it("is not found for another company, nor for a purchaser who cannot see the invoice's order", async () => {
    const blue = await addInvoice({ company: demo, amount: 1_130_000, net: 1_000_000 });
    expect((await download(`/rest/voucher/invoice/${blue}/kis`, tokens.other!)).envelope?.code).toBe(Code.notFound);
    const order = await t.db
      .selectFrom('orders')
      .innerJoin('account', 'account.id', 'orders.account_id')
      .select('orders.id')
      .where('orders.company_id', '=', demo)
      .where('account.username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const ofOrder = await addInvoice({ company: demo, order: order.id, amount: 1_130_000, net: 1_000_000 });
    expect((await download(`/rest/voucher/invoice/${ofOrder}/kis`, tokens.demo_buyer!)).envelope?.code).toBe(
      Code.notFound,
    );
    expect((await download(`/rest/voucher/invoice/${ofOrder}/kis`, tokens.demo!)).sheet?.rows).toHaveLength(3);
    void other;
  });
});

describe('saving at once', () => {
  it('keeps one row per company, all of one save, when saves run in parallel', async () => {
    const replies = await Promise.all(
      ['1401', '1403', '1404', '1405', '1406'].map((goodsAccount, index) =>
        save(tokens.demo!, { ...DEFAULT_VOUCHER_SETTINGS, goodsAccount, maker: `maker${index}` }),
      ),
    );
    for (const reply of replies) expect(reply.code, reply.msg).toBe(0);
    const rows = await t.db.selectFrom('voucher_settings').selectAll().where('company_id', '=', demo).execute();
    expect(rows).toHaveLength(1);
    expect(`maker${['1401', '1403', '1404', '1405', '1406'].indexOf(rows[0]!.goods_account)}`).toBe(rows[0]!.maker);
  });
});
