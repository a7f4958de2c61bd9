import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { DOWNLOAD_POLICY } from '../../common/download.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceOrderInfo, InvoiceRecord } from '../../common/areas/invoices/invoice.ts';
import type { ConsoleInvoiceRows, InvoiceQueue } from '../../common/areas/invoices/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { StatementDetail } from '../../common/areas/statements/statement.ts';
import type { ConsoleOrderDetail, Todo, TodoQueue } from '../../common/areas/staff/console.ts';
import type { ConsoleStatementDetail } from '../../common/areas/statements/console.ts';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../common/constants.ts';
import { Code, type Envelope, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { moneyToText, type Money } from '../../common/money.ts';
import { wireTime } from '../../common/time.ts';
import { companyOf } from './company-of.ts';
import { addOtherHeader, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { MINIMAL_PDF } from './pdf-text.ts';
import { cancelledAndRefunded as refundedCancel, confirmPaid, shipOrder } from './console-steps.ts';

/**
 * Invoices through the REST contract: the 待开票 queue (offline-paid orders, confirmed
 * statements) and the 红字 queue (refunds on invoiced orders); issuing a blue invoice for an order
 * or a statement (number shapes, the amount due, the file checked by content, a number used once,
 * one blue invoice per target, 价税分离 to the fen), 专票 only for a certified general taxpayer
 * whose header's tax code is its credit code, red invoices for refunds, what the buyer reads
 * (rest/invoiceOrder/info and file) and who may do what. On PostgreSQL (TEST_DATABASE_URL) the
 * parallel issues really run in parallel.
 */
let t: TestBackend;
const buyers: Record<'demo' | 'reviewer' | 'buyer' | 'other', string> = {
  demo: '',
  reviewer: '',
  buyer: '',
  other: '',
};
const staff: Record<string, string> = {};
const company: Record<'demo' | 'other', number> = { demo: 0, other: 0 };
const delivery: Record<'demo' | 'other', { address: number; header: number }> = {
  demo: { address: 0, header: 0 },
  other: { address: 0, header: 0 },
};
let goodsId: number;

const ROLES = ['admin', 'service', 'finance', 'warehouse', 'viewer'] as const;
/** The demo company's certified 统一社会信用代码, which its seeded header carries too (backend/db/seed/companies.ts). */
const DEMO_CREDIT_CODE = '91310115MA1H7XKQ2G';
/** A well-formed credit code of some other company. */
const OTHER_VALID_CODE = '91330106MA2H3K4L5N';
/** Every order of this file buys goods at ¥100.01 a unit: a total whose tax does not split evenly. */
const UNIT_PRICE = 1_000_100;
const TODAY = '2026-11-22';

const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
const text = (amount: number) => moneyToText(amount as Money, 2);

// ---- invoice numbers and files ---------------------------------------------------------------

let serial = 0;
/** A fresh 20-digit number of a fully digital invoice (全电发票). */
const digital = () => `2631${String(++serial).padStart(16, '0')}`;
/** A fresh 8-digit number, to go with a code. */
const paper = () => String(++serial).padStart(8, '0');
const CODE_12 = '031002600111';

const PDF = MINIMAL_PDF;
const XML = Buffer.from('<?xml version="1.0"?><EInvoice/>');

/** A minimal zip (stored, not compressed) of the given entries, written by hand. */
function zip(entries: { name: string; data: string }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

/** An OFD (GB/T 33190): a zip whose entry point is OFD.xml. */
const OFD = zip([
  { name: 'OFD.xml', data: '<?xml version="1.0" encoding="UTF-8"?><ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016"/>' },
  { name: 'Doc_0/Document.xml', data: '<?xml version="1.0" encoding="UTF-8"?><ofd:Document/>' },
]);

interface Upload {
  bytes: Uint8Array;
  name: string;
  type?: string;
}
const pdfFile = (bytes: Uint8Array = PDF): Upload => ({ bytes, name: 'invoice.pdf', type: 'application/pdf' });

// ---- calls -----------------------------------------------------------------------------------

/** A multipart POST as the console sends it: the fields and `file`, the staff token in the query. */
async function multipart<T>(path: string, token: string, fields: Record<string, unknown>, file: Upload | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  if (file) form.append('file', new File([Uint8Array.from(file.bytes)], file.name, { type: file.type ?? '' }));
  const url = new URL(path, 'http://backend.test');
  url.searchParams.set('token', token);
  const response = await t.backend.app.fetch(
    new Request(url, { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest' } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<T>;
}

/** A blue invoice's form for an order: a fully digital invoice of the order's whole amount at 13%. */
const issueForm = (targetId: number, amount: number, overrides: Record<string, unknown> = {}) => ({
  target: 'order',
  targetId,
  invoiceType: 1,
  invoiceNo: digital(),
  issueDate: TODAY,
  amount: text(amount),
  taxRate: 13,
  ...overrides,
});
/** `file` null: the form without one. */
const issue = (fields: Record<string, unknown>, file: Upload | null = pdfFile(), token = staff.finance!) =>
  multipart<InvoiceRecord>('/rest/staff/invoices/issue', token, fields, file);
const reverse = (fields: Record<string, unknown>, file: Upload | null = pdfFile(), token = staff.finance!) =>
  multipart<InvoiceRecord>('/rest/staff/invoices/reverse', token, fields, file);

/** Issues and expects it to work. */
async function issued(fields: Record<string, unknown>, file?: Upload) {
  const reply = await issue(fields, file);
  expect(reply.code, reply.msg).toBe(0);
  expect(reply.msg).toBe(say('invoiceIssued'));
  return reply.data;
}

/** The console's pages of an order and of a statement, as a staff viewer reads them. */
async function staffOrder(id: number) {
  const reply = await t.call<ConsoleOrderDetail>('GET', `/rest/staff/orders/${id}`, { token: staff.viewer! });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}
async function staffStatement(id: number) {
  const reply = await t.call<ConsoleStatementDetail>('GET', `/rest/staff/statements/${id}`, { token: staff.viewer! });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/** How many items the console's to-do home counts in one queue. */
async function todoCount(key: TodoQueue['key']) {
  const reply = await t.call<Todo>('GET', '/rest/staff/todo', { token: staff.finance! });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.queues.find((each) => each.key === key)?.count;
}

/** A page of one queue (orders, statements or reversals), as the console reads it. */
async function queue<Q extends InvoiceQueue>(name: Q, query: Record<string, string> = {}, token = staff.finance!) {
  const reply = await t.call<Page<ConsoleInvoiceRows[Q]>>('GET', `/rest/staff/invoices/queue/${name}`, {
    token,
    query,
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/** An order's, a statement's or a refund's row if it still waits: asked for by its id, wherever it is in its queue. */
const waiting = async <Q extends InvoiceQueue>(name: Q, id: number) => (await queue(name, { id: String(id) })).list[0];

const info = (token: string, orderId: number) =>
  t.call<InvoiceOrderInfo>('GET', `/rest/invoiceOrder/info/${orderId}`, { token });
async function infoOk(token: string, orderId: number) {
  const reply = await info(token, orderId);
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/** A file route, answered as bytes or as a refusal's envelope. */
async function download(path: string, token: string) {
  const url = new URL(path, 'http://backend.test');
  url.searchParams.set('token', token);
  const response = await t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  expect(response.status).toBe(200);
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { type, envelope: (await response.json()) as Envelope };
  return {
    type,
    bytes: Buffer.from(await response.arrayBuffer()),
    disposition: response.headers.get('content-disposition'),
    policy: response.headers.get('content-security-policy'),
    sniffing: response.headers.get('x-content-type-options'),
  };
}

const invoiceRows = (column: 'order_id' | 'statement_id', id: number) =>
  t.db.selectFrom('invoice').selectAll().where(column, '=', id).orderBy('id').execute();
const invoiceRow = (id: number) =>
  t.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** An invoice's file as the store holds it (undefined once removed). */
const stored = async (invoiceId: number) => {
  const bytes = await t.backend.deps.files.open((await invoiceRow(invoiceId)).file_path);
  return bytes && Buffer.from(bytes);
};

// ---- orders ----------------------------------------------------------------------------------

interface Placed {
  id: number;
  orderNo: string;
  total: number;
}

/**
 * An order of `quantity` units, offline (1) or on credit (2), by a company's main account — or by
 * the demo purchaser, whose purchase the reviewer approves into an offline order.
 */
async function placed(who: 'demo' | 'other' | 'buyer', quantity = 1, payTypeId: 1 | 2 = 1): Promise<Placed> {
  const token = buyers[who];
  const bought = await t.call<number>('POST', '/rest/order/buyGoods', { token, body: { goodsId, quantity } });
  expect(bought.code, bought.msg).toBe(0);
  const side = who === 'other' ? 'other' : 'demo';
  const submitted = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: {
      uuId: bought.data,
      payTypeId,
      consigneeId: delivery[side].address,
      invoiceHeader: delivery[side].header,
    },
  });
  expect(submitted.code, submitted.msg).toBe(0);
  let orderId = submitted.data.orderId;
  if (who === 'buyer') {
    const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${bought.data}`, {
      token: buyers.reviewer,
    });
    expect(approved.code, approved.msg).toBe(0);
    orderId = approved.data.orderId;
  }
  const row = await orderRow(orderId);
  return { id: row.id, orderNo: row.order_no, total: Number(row.total_amount) };
}

/** An offline order whose transfer staff confirmed: what the 待开票 queue lists. */
async function paidOrder(who: 'demo' | 'other' | 'buyer' = 'demo', quantity = 1): Promise<Placed> {
  const order = await placed(who, quantity, 1);
  await confirmPaid(t, order.orderNo);
  return order;
}

/** A paid order's cancel, approved by service and refunded in full by finance: its refund row. */
async function cancelledAndRefunded(order: Placed) {
  // A minute after whatever came before (the invoice): time moves between a sale and its refund.
  t.clock.advance(60_000);
  const request = await refundedCancel(
    t,
    order.id,
    { buyer: buyers.demo, service: staff.service!, finance: staff.finance! },
    { date: TODAY, serial: `REFUND${order.id}` },
  );
  return t.db.selectFrom('refund').selectAll().where('after_sale_id', '=', request.id).executeTakeFirstOrThrow();
}

/**
 * A return of one unit of a paid order, received and refunded by the after-sale console: the order
 * shipped and received first, as a return needs. Its refund row.
 */
async function returnedOneUnit(order: Placed) {
  await shipOrder(t, order.orderNo);
  const received = await t.call('POST', `/rest/order/recevice/${order.id}`, { token: buyers.demo });
  expect(received.code, received.msg).toBe(0);
  const line = await t.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const applied = await t.call<number>('POST', '/rest/aftersale/submit', {
    token: buyers.demo,
    json: true,
    body: {
      orderItemId: line.id,
      afterSaleType: '1',
      goodsQuantity: 1,
      reason: 'quality',
      goodsStatus: '2',
      applyEvidence: '0',
      refundType: '1',
      returnType: '1',
      addressId: delivery.demo.address,
      remark: '多订了一件',
    },
  });
  expect(applied.code, applied.msg).toBe(0);
  const id = applied.data;
  const step = async (action: string, role: string, body: Record<string, unknown> = {}) => {
    const { status } = await t.db
      .selectFrom('after_sale')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const reply = await t.call('POST', `/rest/staff/afterSales/${id}/${action}`, {
      token: staff[role],
      body: { seen: String(status), ...body },
      json: true,
    });
    expect(reply.code, reply.msg).toBe(0);
  };
  await step('approve', 'service');
  const shipped = await t.call('POST', `/rest/aftersale/shipBack/${id}`, {
    token: buyers.demo,
    body: { carrier: '中通快递', trackingNo: `ZT${order.id}` },
  });
  expect(shipped.code, shipped.msg).toBe(0);
  await step('receive', 'warehouse', { note: '完好' });
  await step('refund', 'finance', { amount: text(UNIT_PRICE), date: TODAY, serial: `RETURN${order.id}` });
  return t.db.selectFrom('refund').selectAll().where('after_sale_id', '=', id).executeTakeFirstOrThrow();
}

/** The demo company's certification as the database holds it, changed by `change`. */
async function changeDemoCertification(change: (fields: Record<string, unknown>) => void) {
  const row = await t.db
    .selectFrom('certification')
    .select(['id', 'fields_json'])
    .where('company_id', '=', company.demo)
    .where('cert_status', '=', 2)
    .executeTakeFirstOrThrow();
  const fields = JSON.parse(row.fields_json!) as Record<string, unknown>;
  change(fields);
  await t.db
    .updateTable('certification')
    .set({ fields_json: JSON.stringify(fields) })
    .where('id', '=', row.id)
    .execute();
}

/** The seeded statement of the demo company's last month (state 1, awaiting confirmation). */
const demoStatement = () =>
  t.db.selectFrom('statement').selectAll().where('company_id', '=', company.demo).executeTakeFirstOrThrow();

/** 价税分离 worked out independently: the amount before tax to the nearest fen, the tax the rest. */
function expectedSplit(amount: number, rate: number) {
  const fen = Math.round(Math.abs(amount) / 100);
  const netFen = Math.round(fen / (1 + rate / 100));
  const sign = amount < 0 ? -1 : 1;
  return { net: (sign * netFen) / 100, tax: (sign * (fen - netFen)) / 100 };
}

beforeAll(async () => {
  t = await startBackend();
  buyers.demo = await t.login('demo');
  buyers.reviewer = await t.login('demo_reviewer');
  buyers.buyer = await t.login('demo_buyer');
  buyers.other = await t.login('other', 'Other12345');
  company.demo = await companyOf(t, 'demo');
  company.other = await companyOf(t, 'other');
  delivery.demo = await deliveryFor(t, company.demo);
  delivery.other = await deliveryFor(t, company.other);
  delivery.other.header = await addOtherHeader(t, buyers.other);
  goodsId = await plentifulGoods(t);
  await t.db.updateTable('goods').set({ sale_price: UNIT_PRICE }).where('id', '=', goodsId).execute();
  for (const role of ROLES) staff[role] = await t.staffLogin(`staff_${role}`);
});
afterAll(() => t.close());

describe('the 待开票 queue (GET rest/staff/invoices/queue/orders and queue/statements)', () => {
  it('lists an offline order once staff confirmed its transfer, never an unpaid one nor a credit order', async () => {
    const unpaid = await placed('demo');
    const paid = await paidOrder('demo');
    const credit = await placed('demo', 1, 2);
    expect(await waiting('orders', unpaid.id)).toBeUndefined();
    expect(await waiting('orders', credit.id)).toBeUndefined();
    const row = await waiting('orders', paid.id);
    expect((await queue('orders', { limit: String(MAX_PAGE_SIZE) })).list).toContainEqual(row);
    expect(row).toEqual({
      id: paid.id,
      orderNo: paid.orderNo,
      company: '示例科技有限公司',
      invoiceType: 1,
      unitName: '示例科技有限公司',
      amount: 100.01,
      paidDate: wireTime(Number((await orderRow(paid.id)).pay_time)),
    });
    // A credit order is invoiced with its month's statement, and refused here.
    const refused = await issue(issueForm(credit.id, credit.total));
    expect(refused).toMatchObject({ code: Code.refused, msg: say('invoiceNotIssuable') });
    expect(await issue(issueForm(unpaid.id, unpaid.total))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNotIssuable'),
    });
    expect((await issue(issueForm(2_000_000, 100))).code).toBe(Code.notFound);
    expect(await invoiceRows('order_id', credit.id)).toEqual([]);
  });

  it('lists a statement once the buyer confirmed it, not while it awaits confirmation', async () => {
    const statement = await demoStatement();
    expect(statement.state).toBe(1);
    expect(await waiting('statements', statement.id)).toBeUndefined();
    // Not to invoice before the buyer confirmed it; an unknown statement is 10040.
    expect(
      await issue(issueForm(statement.id, Number(statement.account_amount), { target: 'statement' })),
    ).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNotIssuable'),
    });
    expect((await issue(issueForm(2_000_000, 100, { target: 'statement' }))).code).toBe(Code.notFound);
    expect(await invoiceRows('statement_id', statement.id)).toEqual([]);
    expect((await staffStatement(statement.id)).invoiceDue).toBeNull();
    const confirmed = await t.call<StatementDetail>('POST', '/rest/customer/bill/confirm', {
      token: buyers.demo,
      body: { id: statement.id },
    });
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(confirmed.data.record.state).toBe(2);
    const row = await waiting('statements', statement.id);
    expect((await queue('statements')).list).toContainEqual(row);
    expect(row).toEqual({
      id: statement.id,
      balanceNum: statement.balance_num,
      company: '示例科技有限公司',
      state: 2,
      invoiceType: 1,
      amount: Number(moneyToText(Number(statement.account_amount) as Money, 4)),
      confirmedDate: wireTime(t.clock.now()),
    });
    // The statement's page shows what its consolidated invoice is for, as the queue does.
    expect((await staffStatement(statement.id)).invoiceDue).toBe(row!.amount);
  });

  it('lists and shows an order refunded in part at what is left, and that amount issues', async () => {
    // Two units paid (¥200.02), one returned and refunded (¥100.01): finance is shown ¥100.01
    // everywhere it prepares the invoice, and the issue takes exactly that.
    const order = await paidOrder('demo', 2);
    await returnedOneUnit(order);
    const left = order.total - UNIT_PRICE;
    const row = await waiting('orders', order.id);
    expect(row?.amount).toBe(Number(text(left)));
    expect((await staffOrder(order.id)).invoiceDue).toBe(Number(text(left)));
    const blue = await issued(issueForm(order.id, Math.round(row!.amount * 10_000)));
    expect(blue.amount).toBe(Number(text(left)));
    expect(await waiting('orders', order.id)).toBeUndefined();
    expect((await staffOrder(order.id)).invoiceDue).toBeNull();
  });

  it('is read by every staff member, and by no buyer', async () => {
    for (const name of ['orders', 'statements', 'reversals'] as const) {
      const finance = await queue(name);
      for (const role of ROLES) expect(await queue(name, {}, staff[role])).toEqual(finance);
      const path = `/rest/staff/invoices/queue/${name}`;
      expect((await t.call('GET', path, { token: buyers.demo })).code).toBe(Code.tokenInvalid);
      expect((await t.call('GET', path)).code).toBe(Code.tokenInvalid);
    }
    // The queues are these three.
    expect((await t.call('GET', '/rest/staff/invoices/queue/refunds', { token: staff.finance! })).code).toBe(
      Code.notFound,
    );
  });
});

describe('issuing a blue invoice for an order (POST rest/staff/invoices/issue)', () => {
  it('takes a 20-digit number without a code, and an 8-digit one with a 12-digit code', async () => {
    const first = await paidOrder();
    const digitalNo = digital();
    const blue = await issued(issueForm(first.id, first.total, { invoiceNo: digitalNo }));
    expect(blue).toMatchObject({
      kind: 'blue',
      invoiceType: 1,
      invoiceCode: '',
      invoiceNo: digitalNo,
      issueDate: TODAY,
      amount: 100.01,
      taxRate: 13,
      fileType: 'pdf',
      image: `/admin/invoices/file/${blue.id}`,
      balanceNum: null,
    });
    const second = await paidOrder();
    const paperNo = paper();
    const withCode = await issued(issueForm(second.id, second.total, { invoiceCode: CODE_12, invoiceNo: paperNo }));
    expect(withCode).toMatchObject({ invoiceCode: CODE_12, invoiceNo: paperNo });
    // A 10-digit code works as well.
    const third = await paidOrder();
    expect(
      (await issued(issueForm(third.id, third.total, { invoiceCode: '0310026001', invoiceNo: paper() }))).invoiceCode,
    ).toBe('0310026001');
    expect(await invoiceRow(blue.id)).toMatchObject({
      company_id: company.demo,
      order_id: first.id,
      statement_id: null,
      kind: 'blue',
      unit_name: '示例科技有限公司',
      taxcode: DEMO_CREDIT_CODE,
      invoice_code: '',
      invoice_no: digitalNo,
      file_type: 'pdf',
    });
  });

  it('refuses a number of the wrong shape with 10001, writing nothing', async () => {
    const order = await paidOrder();
    const before = await t.count('invoice');
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceNo: paper() }, say('invoiceNumberShape')],
      [{ invoiceNo: digital(), invoiceCode: CODE_12 }, say('invoiceNumberShape')],
      [{ invoiceNo: '1234567' }, say('invoiceNoInvalid')],
      [{ invoiceNo: '1234567890' }, say('invoiceNoInvalid')],
      [{ invoiceNo: `${'1'.repeat(19)}X` }, say('invoiceNoInvalid')],
      [{ invoiceNo: paper(), invoiceCode: '12345678901' }, say('invoiceCodeInvalid')],
      [{ taxRate: 5 }, say('taxRateInvalid')],
      [{ amount: '0' }, ''],
      [{ amount: '1.001' }, ''],
      [{ issueDate: '2026-02-30' }, ''],
      [{ invoiceType: 3 }, ''],
    ];
    for (const [overrides, msg] of cases) {
      const reply = await issue(issueForm(order.id, order.total, overrides));
      expect(reply.code, JSON.stringify(overrides)).toBe(Code.invalid);
      if (msg) expect(reply.msg).toBe(msg);
    }
    expect(await t.count('invoice')).toBe(before);
    expect(await waiting('orders', order.id)).toMatchObject({ id: order.id });
  });

  it('refuses more or less than is due, saying how much is: one invoice takes the whole amount', async () => {
    const order = await paidOrder();
    const reply = await issue(issueForm(order.id, order.total + 100));
    expect(reply).toMatchObject({ code: Code.refused, msg: say('invoiceAmountNotDue', { max: '100.01' }) });
    expect(reply.msg).toBe('开票金额须等于应开票金额100.01元');
    // Less would leave the rest with no way to be invoiced (one blue invoice per order).
    expect(await issue(issueForm(order.id, order.total - 100))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceAmountNotDue', { max: '100.01' }),
    });
    expect(await invoiceRows('order_id', order.id)).toEqual([]);
    expect((await issued(issueForm(order.id, order.total))).amount).toBe(100.01);
  });

  it('takes a PDF, an OFD and an XML by their content, and refuses anything else as invoiceFileInvalid', async () => {
    const before = await t.count('invoice');
    const order = await paidOrder();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refusals: Upload[] = [
      { bytes: png, name: 'invoice.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('发票号码 26312000000000000001'), name: 'invoice.xml', type: 'application/xml' },
      { bytes: zip([{ name: 'Doc_0/Document.xml', data: '<Document/>' }]), name: 'invoice.ofd' },
      { bytes: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' },
    ];
    for (const file of refusals) {
      expect(await issue(issueForm(order.id, order.total), file), file.name).toMatchObject({
        code: Code.refused,
        msg: say('invoiceFileInvalid'),
      });
    }
    expect(await issue(issueForm(order.id, order.total), null)).toMatchObject({
      code: Code.refused,
      msg: say('invoiceFileMissing'),
    });
    expect(await issue(issueForm(order.id, order.total), { bytes: new Uint8Array(), name: 'empty.pdf' })).toMatchObject(
      { code: Code.refused, msg: say('invoiceFileMissing') },
    );
    expect(await t.count('invoice')).toBe(before);

    // Named as anything: the content decides.
    for (const [file, type, mime] of [
      [{ bytes: PDF, name: 'scan.bin' }, 'pdf', 'application/pdf'],
      [{ bytes: OFD, name: 'invoice.ofd' }, 'ofd', 'application/ofd'],
      [{ bytes: XML, name: 'invoice.txt', type: 'text/plain' }, 'xml', 'application/xml'],
    ] as const) {
      const target = await paidOrder();
      const record = await issued(issueForm(target.id, target.total), file);
      expect(record.fileType).toBe(type);
      const got = await download(`/rest/invoiceOrder/file/${record.id}`, buyers.demo);
      expect(got).toMatchObject({ type: mime });
      expect(got.bytes).toEqual(Buffer.from(file.bytes));
      expect(got.disposition).toContain(`${record.invoiceNo}.${type}`);
      // Nothing in a file may run, even opened on its own; only a PDF is shown rather than saved.
      expect(got.disposition).toMatch(type === 'pdf' ? /^inline;/ : /^attachment;/);
      expect(got).toMatchObject({ policy: DOWNLOAD_POLICY, sniffing: 'nosniff' });
      const staffCopy = await download(`/rest/staff/invoices/file/${record.id}`, staff.viewer!);
      expect(staffCopy.bytes).toEqual(Buffer.from(file.bytes));
      expect(staffCopy).toMatchObject({ policy: DOWNLOAD_POLICY, sniffing: 'nosniff' });
    }
  });

  it('issues a number once: the same number again is invoiceNumberUsed, and the first invoice keeps its file', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const number = digital();
    const blue = await issued(issueForm(first.id, first.total, { invoiceNo: number }));
    const again = await issue(issueForm(second.id, second.total, { invoiceNo: number }));
    expect(again).toMatchObject({ code: Code.refused, msg: say('invoiceNumberUsed') });
    expect(await invoiceRows('order_id', second.id)).toEqual([]);
    // The refused upload (the same file, as a slip of the hand would send it) leaves the first one's file alone.
    expect(await stored(blue.id)).toEqual(PDF);
    expect((await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.demo)).bytes).toEqual(PDF);
    // Paper numbers are unique with their code: the same 8 digits under another code are another invoice.
    const code = paper();
    await issued(issueForm(second.id, second.total, { invoiceCode: CODE_12, invoiceNo: code }));
    const third = await paidOrder();
    expect(
      await issue(issueForm(third.id, third.total, { invoiceCode: CODE_12, invoiceNo: code }), pdfFile(XML)),
    ).toMatchObject({ code: Code.refused, msg: say('invoiceNumberUsed') });
    await issued(issueForm(third.id, third.total, { invoiceCode: '031002600222', invoiceNo: code }));
  });

  it('issues one blue invoice per order: a second is 10060 invoiceAlreadyIssued', async () => {
    const order = await paidOrder();
    const blue = await issued(issueForm(order.id, order.total));
    const second = await issue(issueForm(order.id, order.total));
    expect(second).toMatchObject({ code: Code.conflict, msg: say('invoiceAlreadyIssued') });
    expect((await invoiceRows('order_id', order.id)).map((row) => row.id)).toEqual([blue.id]);
  });

  it('splits the amount into net and tax that add up exactly, the net rounded half-up to the fen', async () => {
    // Amounts the orders owe (a fen's worth is the helper's own test, tests/unit/money.test.ts).
    const cases: [number, number, number, number][] = [
      // amount (fen), rate, net (yuan), tax (yuan)
      [10001, 13, 88.5, 11.51],
      [10001, 6, 94.35, 5.66],
      [10001, 9, 91.75, 8.26],
      [10001, 3, 97.1, 2.91],
      [10001, 1, 99.02, 0.99],
      [10001, 0, 100.01, 0],
      [20002, 13, 177.01, 23.01],
    ];
    for (const [fen, rate, net, tax] of cases) {
      const quantity = fen > 10001 ? 2 : 1;
      const order = await paidOrder('demo', quantity);
      const record = await issued(issueForm(order.id, fen * 100, { taxRate: rate }));
      expect({ fen, rate, net: record.netAmount, tax: record.taxAmount }).toEqual({ fen, rate, net, tax });
      expect(expectedSplit(fen * 100, rate)).toEqual({ net, tax });
      const row = await invoiceRow(record.id);
      expect(Number(row.net_amount) + Number(row.tax_amount)).toBe(Number(row.amount));
      expect(Number(row.amount)).toBe(fen * 100);
      expect(Number(row.net_amount) % 100).toBe(0);
    }
  });

  it("takes the order off the queue and shows the buyer its invoice, the step's date and the order's progress", async () => {
    const order = await paidOrder();
    const before = await infoOk(buyers.demo, order.id);
    expect(before).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      orderStatus: 1,
      invoiceOrderStatus: 2,
      invoiceType: 1,
      openStatus: 0,
      content: '商品明细',
      unitName: '示例科技有限公司',
      taxcode: DEMO_CREDIT_CODE,
      invoiceList: [],
      balanceNum: null,
    });
    expect(before.steps.map((step) => step.step)).toEqual([
      'submitted',
      'paid',
      'invoiced',
      'shipped',
      'received',
      'completed',
    ]);
    const row = await orderRow(order.id);
    expect(before.steps.map((step) => step.date)).toEqual([
      wireTime(Number(row.created_at)),
      wireTime(Number(row.pay_time)),
      null,
      null,
      null,
      null,
    ]);

    const blue = await issued(issueForm(order.id, order.total, { issueDate: '2026-11-21' }));
    expect(await waiting('orders', order.id)).toBeUndefined();
    const after = await infoOk(buyers.demo, order.id);
    expect(after).toMatchObject({ openStatus: 1, invoiceOrderStatus: 3, orderStatus: 1 });
    expect(after.invoiceList).toEqual([{ ...blue, image: `/userCenter/invoice/file/${blue.id}` }]);
    expect(after.steps[2]).toEqual({ step: 'invoiced', date: '2026-11-21 00:00:00' });
    // Every account of the company reads it.
    expect((await infoOk(buyers.reviewer, order.id)).invoiceList).toHaveLength(1);

    t.clock.advance(5 * 60 * 1000);
    await shipOrder(t, order.orderNo);
    const shipped = await infoOk(buyers.demo, order.id);
    expect(shipped).toMatchObject({ orderStatus: 2, invoiceOrderStatus: 4 });
    expect(shipped.steps[3]!.date).toBe(wireTime(t.clock.now()));
    t.clock.advance(5 * 60 * 1000);
    const received = await t.call('POST', `/rest/order/recevice/${order.id}`, { token: buyers.demo });
    expect(received.code, received.msg).toBe(0);
    const done = await infoOk(buyers.demo, order.id);
    expect(done).toMatchObject({ orderStatus: 3, invoiceOrderStatus: 5, openStatus: 1 });
    expect(done.steps.slice(4)).toEqual([
      { step: 'received', date: wireTime(t.clock.now()) },
      { step: 'completed', date: wireTime(t.clock.now()) },
    ]);

    const file = await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.demo);
    expect(file).toMatchObject({ type: 'application/pdf', bytes: PDF });
    const staffList = await t.call<InvoiceRecord[]>('GET', '/rest/staff/invoices/of', {
      token: staff.viewer,
      query: { target: 'order', targetId: String(order.id) },
    });
    expect(staffList).toMatchObject({ code: 0, data: [blue] });
  });

  it("answers another company's order and invoice with 10040; a purchaser reads only its own orders'", async () => {
    const order = await paidOrder();
    const blue = await issued(issueForm(order.id, order.total));
    expect((await info(buyers.other, order.id)).code).toBe(Code.notFound);
    expect((await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.other)).envelope?.code).toBe(Code.notFound);
    expect((await info(buyers.demo, 2_000_000)).code).toBe(Code.notFound);
    expect((await download('/rest/invoiceOrder/file/2000000', buyers.demo)).envelope?.code).toBe(Code.notFound);
    expect((await info('', order.id)).code).toBe(Code.tokenInvalid);

    // The purchaser: the main account's order is not theirs; their own is.
    expect((await info(buyers.buyer, order.id)).code).toBe(Code.notFound);
    expect((await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.buyer)).envelope?.code).toBe(Code.notFound);
    const own = await paidOrder('buyer');
    expect((await orderRow(own.id)).account_id).not.toBe((await orderRow(order.id)).account_id);
    const ownBlue = await issued(issueForm(own.id, own.total), pdfFile(XML));
    const mine = await infoOk(buyers.buyer, own.id);
    expect(mine).toMatchObject({ openStatus: 1, invoiceList: [{ id: ownBlue.id }] });
    expect((await download(`/rest/invoiceOrder/file/${ownBlue.id}`, buyers.buyer)).bytes).toEqual(XML);
    // The main account and the reviewer see the purchaser's order too.
    expect((await infoOk(buyers.demo, own.id)).invoiceList).toHaveLength(1);

    // Another company's order, invoiced: the demo company cannot read it either.
    const theirs = await paidOrder('other');
    const theirBlue = await issued(issueForm(theirs.id, theirs.total));
    expect((await info(buyers.demo, theirs.id)).code).toBe(Code.notFound);
    expect((await download(`/rest/invoiceOrder/file/${theirBlue.id}`, buyers.demo)).envelope?.code).toBe(Code.notFound);
    expect((await infoOk(buyers.other, theirs.id)).unitName).toBe('另一贸易有限公司');
  });

  it('refuses an order cancelled before it was invoiced', async () => {
    const order = await placed('demo');
    const cancelled = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.id, reason: '不要了' },
    });
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect((await orderRow(order.id)).order_status).toBe(4);
    expect(await issue(issueForm(order.id, order.total))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNotIssuable'),
    });
    expect((await infoOk(buyers.demo, order.id)).invoiceOrderStatus).toBe(6);
  });
});

describe('增值税专用发票 (invoiceType 2)', () => {
  it('is refused for a company that is not certified', async () => {
    const order = await paidOrder('other');
    expect(await issue(issueForm(order.id, order.total, { invoiceType: 2 }))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceSpecialNotAllowed'),
    });
    expect(await invoiceRows('order_id', order.id)).toEqual([]);
  });

  it("is refused when the order's header tax code is not the certified credit code", async () => {
    // The seed's demo header carries its certified credit code: another (valid) tax code is put
    // on it, and the order placed from it carries that one.
    await t.db
      .updateTable('invoice_header')
      .set({ taxcode: OTHER_VALID_CODE })
      .where('id', '=', delivery.demo.header)
      .execute();
    try {
      const order = await paidOrder();
      expect((await orderRow(order.id)).invoice_taxcode).toBe(OTHER_VALID_CODE);
      expect(await issue(issueForm(order.id, order.total, { invoiceType: 2 }))).toMatchObject({
        code: Code.refused,
        msg: say('invoiceSpecialNotAllowed'),
      });
      // An ordinary invoice for it is fine.
      expect((await issued(issueForm(order.id, order.total, { invoiceType: 1 }))).invoiceType).toBe(1);
    } finally {
      await t.db
        .updateTable('invoice_header')
        .set({ taxcode: DEMO_CREDIT_CODE })
        .where('id', '=', delivery.demo.header)
        .execute();
    }
  });

  it('is refused when the certification does not say general taxpayer, and issued when it does', async () => {
    // The demo header set to a 专票 header with the certified credit code, in lower case as a
    // buyer might type it: orders placed from now on carry it.
    await t.db
      .updateTable('invoice_header')
      .set({ invoice_type: 2, taxcode: DEMO_CREDIT_CODE.toLowerCase() })
      .where('id', '=', delivery.demo.header)
      .execute();
    try {
      const order = await paidOrder();
      expect((await orderRow(order.id)).invoice_taxcode).toBe(DEMO_CREDIT_CODE.toLowerCase());
      expect((await waiting('orders', order.id))?.invoiceType).toBe(2);

      await changeDemoCertification((fields) => (fields.taxpayerZg = '0'));
      expect(await issue(issueForm(order.id, order.total, { invoiceType: 2 }))).toMatchObject({
        code: Code.refused,
        msg: say('invoiceSpecialNotAllowed'),
      });
      await changeDemoCertification((fields) => (fields.taxpayerZg = '1'));
      const special = await issued(issueForm(order.id, order.total, { invoiceType: 2 }));
      expect(special).toMatchObject({ invoiceType: 2, amount: 100.01, netAmount: 88.5, taxAmount: 11.51 });
      expect(await invoiceRow(special.id)).toMatchObject({
        invoice_type: 2,
        taxcode: DEMO_CREDIT_CODE.toLowerCase(),
      });
      expect((await infoOk(buyers.demo, order.id)).invoiceType).toBe(2);
    } finally {
      await t.db
        .updateTable('invoice_header')
        .set({ invoice_type: 1, taxcode: DEMO_CREDIT_CODE })
        .where('id', '=', delivery.demo.header)
        .execute();
      await changeDemoCertification((fields) => (fields.taxpayerZg = '1'));
    }
  });
});

describe('a consolidated invoice for a statement', () => {
  it("moves a confirmed statement 2 → 4, offers the buyer remitting, and shows on its credit orders' info", async () => {
    const statement = await demoStatement();
    expect(statement.state).toBe(2); // confirmed by the buyer in the queue's test
    const amount = Number(statement.account_amount);
    const line = await t.db
      .selectFrom('statement_line')
      .select('ref_id')
      .where('statement_id', '=', statement.id)
      .where('kind', '=', 'order')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const creditOrder = line.ref_id;
    const before = await infoOk(buyers.demo, creditOrder);
    expect(before).toMatchObject({ openStatus: 0, invoiceList: [], balanceNum: statement.balance_num });
    expect(await issue(issueForm(statement.id, amount + 100, { target: 'statement' }))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceAmountNotDue', { max: text(amount) }),
    });

    const blue = await issued(issueForm(statement.id, amount, { target: 'statement' }), { bytes: OFD, name: 'a.ofd' });
    expect(blue).toMatchObject({ kind: 'blue', balanceNum: statement.balance_num, fileType: 'ofd' });
    const split = expectedSplit(amount, 13);
    expect({ net: blue.netAmount, tax: blue.taxAmount }).toEqual(split);
    expect(await invoiceRow(blue.id)).toMatchObject({ statement_id: statement.id, order_id: null });
    expect((await demoStatement()).state).toBe(4);
    expect(await waiting('statements', statement.id)).toBeUndefined();
    const detail = await t.call<StatementDetail>('GET', `/rest/customer/bill/balanceInfo/${statement.id}`, {
      token: buyers.demo,
    });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.record).toMatchObject({ state: 4, actions: ['remit'] });
    expect(await issue(issueForm(statement.id, amount, { target: 'statement' }))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNotIssuable'),
    });

    const after = await infoOk(buyers.demo, creditOrder);
    expect(after).toMatchObject({
      openStatus: 1,
      invoiceOrderStatus: 5,
      balanceNum: statement.balance_num,
      invoiceList: [{ ...blue, image: `/userCenter/invoice/file/${blue.id}` }],
    });
    expect(after.steps[2]).toEqual({ step: 'invoiced', date: `${TODAY} 00:00:00` });
    const file = await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.demo);
    expect(file).toMatchObject({ type: 'application/ofd', bytes: OFD });
    expect((await download(`/rest/invoiceOrder/file/${blue.id}`, buyers.other)).envelope?.code).toBe(Code.notFound);
    const staffList = await t.call<InvoiceRecord[]>('GET', '/rest/staff/invoices/of', {
      token: staff.finance,
      query: { target: 'statement', targetId: String(statement.id) },
    });
    expect(staffList).toMatchObject({ code: 0, data: [blue] });
    // A credit order on no statement yet: nothing invoiced, no statement named.
    const fresh = await placed('demo', 1, 2);
    expect(await infoOk(buyers.demo, fresh.id)).toMatchObject({ openStatus: 0, invoiceList: [], balanceNum: null });
  });
});

describe('红字: reversing a refund (POST rest/staff/invoices/reverse)', () => {
  it('queues the refund of an invoiced order, and reverses it once with at most the refund', async () => {
    const order = await paidOrder();
    const blue = await issued(issueForm(order.id, order.total));
    const refund = await cancelledAndRefunded(order);
    expect(Number(refund.amount)).toBe(order.total);
    const queued = await waiting('reversals', refund.id);
    expect((await queue('reversals', { limit: String(MAX_PAGE_SIZE) })).list).toContainEqual(queued);
    expect(queued).toEqual({
      refundId: refund.id,
      orderId: order.id,
      orderNo: order.orderNo,
      company: '示例科技有限公司',
      invoiceId: blue.id,
      invoiceNo: blue.invoiceNo,
      amount: 100.01,
      refundDate: wireTime(Number(refund.created_at)),
    });
    // A cancelled order is not to invoice any more.
    expect(await waiting('orders', order.id)).toBeUndefined();

    const form = (overrides: Record<string, unknown> = {}) => ({
      refundId: refund.id,
      invoiceType: 1,
      invoiceNo: digital(),
      issueDate: TODAY,
      amount: text(order.total),
      taxRate: 13,
      ...overrides,
    });
    expect(await reverse(form({ amount: text(order.total + 100) }))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceAmountTooHigh', { max: '100.01' }),
    });
    expect(await reverse(form(), { bytes: Buffer.from('red'), name: 'red.pdf' })).toMatchObject({
      code: Code.refused,
      msg: say('invoiceFileInvalid'),
    });
    expect((await reverse(form({ invoiceNo: paper() }))).code).toBe(Code.invalid);
    expect(await reverse(form({ invoiceNo: blue.invoiceNo }))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNumberUsed'),
    });
    expect((await reverse(form({ refundId: 2_000_000 }))).code).toBe(Code.notFound);
    expect(await invoiceRows('order_id', order.id)).toHaveLength(1);
    // The refused tries left the blue invoice's file alone.
    expect(await stored(blue.id)).toEqual(PDF);

    const redReply = await reverse(form());
    expect(redReply).toMatchObject({ code: 0, msg: say('invoiceReversed') });
    const red = redReply.data;
    expect(red).toMatchObject({ kind: 'red', invoiceType: 1, amount: -100.01, netAmount: -88.5, taxAmount: -11.51 });
    const row = await invoiceRow(red.id);
    expect(row).toMatchObject({ kind: 'red', reverses_id: blue.id, refund_id: refund.id, order_id: order.id });
    expect(Number(row.net_amount) + Number(row.tax_amount)).toBe(-order.total);
    expect(await waiting('reversals', refund.id)).toBeUndefined();

    const twice = await reverse(form());
    expect(twice).toMatchObject({ code: Code.refused, msg: say('invoiceNothingToReverse') });
    expect(await invoiceRows('order_id', order.id)).toHaveLength(2);

    const seen = await infoOk(buyers.demo, order.id);
    expect(seen).toMatchObject({ openStatus: 1, invoiceOrderStatus: 6 });
    expect(seen.invoiceList.map((each) => [each.kind, each.amount])).toEqual([
      ['blue', 100.01],
      ['red', -100.01],
    ]);
    expect((await download(`/rest/invoiceOrder/file/${red.id}`, buyers.demo)).bytes).toEqual(PDF);
  });

  it('reverses less than the refund, the split mirroring a blue one', async () => {
    const order = await paidOrder('demo', 2);
    await issued(issueForm(order.id, order.total, { taxRate: 6 }));
    const refund = await cancelledAndRefunded(order);
    const red = await reverse({
      refundId: refund.id,
      invoiceType: 1,
      invoiceNo: digital(),
      issueDate: TODAY,
      amount: '100.01',
      taxRate: 6,
    });
    expect(red.code, red.msg).toBe(0);
    expect(red.data).toMatchObject({ amount: -100.01, netAmount: -94.35, taxAmount: -5.66 });
    expect(expectedSplit(-1_000_100, 6)).toEqual({ net: -94.35, tax: -5.66 });
  });

  it('reverses at most what the blue invoice has left when the order was invoiced in part', async () => {
    // ¥100.01 paid, ¥50.00 invoiced, the whole ¥100.01 refunded: a red invoice of −¥100.01 would
    // leave the order invoiced at −¥50.01. A red invoice reverses at most what its blue one has left.
    // A blue invoice is for the whole amount now; one issued in part before that rule stands as data.
    const order = await paidOrder();
    const whole = await issued(issueForm(order.id, order.total));
    await t.db.updateTable('invoice').set({ amount: 500_000 }).where('id', '=', whole.id).execute();
    const blue = { ...whole, amount: 50 };
    const refund = await cancelledAndRefunded(order);
    const form = {
      refundId: refund.id,
      invoiceType: 1,
      invoiceNo: digital(),
      issueDate: TODAY,
      amount: text(order.total),
      taxRate: 13,
    };
    expect(await reverse(form)).toMatchObject({
      code: Code.refused,
      msg: say('invoiceAmountTooHigh', { max: '50.00' }),
    });
    const red = await reverse({ ...form, amount: '50.00' });
    expect(red.code, red.msg).toBe(0);
    expect(red.data).toMatchObject({ amount: -50 });
    const total = (await invoiceRows('order_id', order.id)).reduce((sum, row) => sum + Number(row.amount), 0);
    expect(total).toBe(0);
    expect(blue.amount).toBe(50);
  });

  it('never reverses a refund made before the order was invoiced: the blue invoice already left it out', async () => {
    // Two units paid (¥200.02), one returned and refunded (¥100.01), then the order invoiced for
    // what is left (¥100.01, the most it allows): that refund is in no invoice, so nothing reverses it.
    const order = await paidOrder('demo', 2);
    const refund = await returnedOneUnit(order);
    expect(Number(refund.amount)).toBe(UNIT_PRICE);
    expect(await issue(issueForm(order.id, order.total))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceAmountNotDue', { max: '100.01' }),
    });
    const blue = await issued(issueForm(order.id, order.total - UNIT_PRICE));
    expect(blue.amount).toBe(100.01);
    expect(await waiting('reversals', refund.id)).toBeUndefined();
    // The console's to-do counts what the queues list: it once counted this refund too.
    expect(await todoCount('invoiceReversals')).toBe((await queue('reversals')).total);
    expect(await todoCount('invoicesToIssue')).toBe((await queue('orders')).total + (await queue('statements')).total);
    expect(
      await reverse({
        refundId: refund.id,
        invoiceType: 1,
        invoiceNo: digital(),
        issueDate: TODAY,
        amount: '100.01',
        taxRate: 13,
      }),
    ).toMatchObject({ code: Code.refused, msg: say('invoiceNothingToReverse') });
    expect(await invoiceRows('order_id', order.id)).toHaveLength(1);
  });

  it('leaves an order returned in full before it was invoiced out of the queue: nothing is left to invoice', async () => {
    const order = await paidOrder('demo', 1);
    const refund = await returnedOneUnit(order);
    expect(Number(refund.amount)).toBe(order.total);
    expect(await waiting('orders', order.id)).toBeUndefined();
    expect(await issue(issueForm(order.id, order.total))).toMatchObject({
      code: Code.refused,
      msg: say('invoiceNotIssuable'),
    });
  });

  it('has nothing to reverse for a refund of an order never invoiced', async () => {
    const order = await paidOrder();
    const refund = await cancelledAndRefunded(order);
    expect(await waiting('reversals', refund.id)).toBeUndefined();
    expect(
      await reverse({
        refundId: refund.id,
        invoiceType: 1,
        invoiceNo: digital(),
        issueDate: TODAY,
        amount: '1.00',
        taxRate: 13,
      }),
    ).toMatchObject({ code: Code.refused, msg: say('invoiceNothingToReverse') });
    expect(await invoiceRows('order_id', order.id)).toEqual([]);
  });
});

describe('parallel issues', () => {
  it('writes one invoice when five issues for one order come at once', async () => {
    const order = await paidOrder();
    const numbers = Array.from({ length: 5 }, () => digital());
    const replies = await Promise.all(
      numbers.map((invoiceNo) => issue(issueForm(order.id, order.total, { invoiceNo }))),
    );
    const won = replies.filter((reply) => reply.code === 0);
    expect(won, JSON.stringify(replies.map((reply) => [reply.code, reply.msg]))).toHaveLength(1);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.conflict, msg: say('invoiceAlreadyIssued') });
    const rows = await invoiceRows('order_id', order.id);
    expect(rows.map((row) => row.id)).toEqual([won[0]!.data.id]);
    expect(await stored(rows[0]!.id)).toEqual(PDF);
    expect(await t.audits('order', order.id, 'invoice.issue')).toHaveLength(1);
  });

  it('issues one number once when five orders are invoiced with it at once', async () => {
    const orders: Placed[] = [];
    for (let i = 0; i < 5; i += 1) orders.push(await paidOrder());
    const number = digital();
    const replies = await Promise.all(
      orders.map((order) => issue(issueForm(order.id, order.total, { invoiceNo: number }))),
    );
    const won = replies.filter((reply) => reply.code === 0);
    expect(won, JSON.stringify(replies.map((reply) => [reply.code, reply.msg]))).toHaveLength(1);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: say('invoiceNumberUsed') });
    const rows = await t.db.selectFrom('invoice').selectAll().where('invoice_no', '=', number).execute();
    expect(rows.map((row) => row.id)).toEqual([won[0]!.data.id]);
    // The winner's file survived the losers' clean-up (they uploaded the same file).
    expect(await stored(rows[0]!.id)).toEqual(PDF);
    const queued = await Promise.all(orders.map((order) => waiting('orders', order.id)));
    expect(queued.filter((row) => row !== undefined)).toHaveLength(4);
  });
});

describe('who may issue', () => {
  it('lets finance and admin issue, and answers service, warehouse and viewer with 10030', async () => {
    const order = await paidOrder();
    for (const role of ['service', 'warehouse', 'viewer']) {
      const reply = await issue(issueForm(order.id, order.total), pdfFile(), staff[role]);
      expect(reply.code, role).toBe(Code.roleNotAllowed);
      const red = await reverse(
        { refundId: 1, invoiceType: 1, invoiceNo: digital(), issueDate: TODAY, amount: '1.00', taxRate: 13 },
        pdfFile(),
        staff[role],
      );
      expect(red.code, role).toBe(Code.roleNotAllowed);
    }
    expect(await invoiceRows('order_id', order.id)).toEqual([]);
    expect((await issue(issueForm(order.id, order.total), pdfFile(), buyers.demo)).code).toBe(Code.tokenInvalid);
    const byAdmin = await issue(issueForm(order.id, order.total), pdfFile(), staff.admin);
    expect(byAdmin.code, byAdmin.msg).toBe(0);
    const trail = await t.audits('order', order.id, 'invoice.issue');
    expect(trail.map((entry) => entry.actor)).toEqual(['staff_admin']);
  });
});

/**
 * Reads a queue whole, then two rows a page: every row on exactly one page in the same order,
 * the whole queue's total on each, page 2 holding what page 1 could not, nothing past the end.
 * The row keys of the whole queue, in its order.
 */
async function expectPagesOfTwo<Q extends InvoiceQueue>(name: Q, key: (row: ConsoleInvoiceRows[Q]) => number) {
  const whole = await queue(name, { limit: String(MAX_PAGE_SIZE) });
  expect(whole.total, name).toBe(whole.list.length);
  expect(whole.total, name).toBeGreaterThan(2);
  const last = Math.ceil(whole.total / 2);
  const pages = await Promise.all(
    Array.from({ length: last + 1 }, (_, index) => queue(name, { page: String(index + 1), limit: '2' })),
  );
  for (const page of pages) expect(page.total, name).toBe(whole.total);
  expect(pages[0]!.list, name).toHaveLength(2);
  expect(pages[1]!.list.length, name).toBeGreaterThan(0);
  expect(
    pages.flatMap((page) => page.list.map(key)),
    name,
  ).toEqual(whole.list.map(key));
  expect(pages[last]!.list, name).toEqual([]);
  return whole.list.map(key);
}

describe('the queues a page at a time (page and limit, answering { list, total })', () => {
  it('pages each queue oldest first, the id ordering what waited since the same moment', async () => {
    // Five orders paid at one moment; three refunds on invoiced orders; three statements confirmed
    // at one moment (written straight to the database: confirming is the first describe's subject).
    const orders: Placed[] = [];
    for (let i = 0; i < 5; i += 1) orders.push(await paidOrder());
    const refunds = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await paidOrder();
      await issued(issueForm(order.id, order.total));
      refunds.push(await cancelledAndRefunded(order));
    }
    const now = t.clock.now();
    const statements = await t.db
      .insertInto('statement')
      .values(
        ['2025-01', '2025-02', '2025-03'].map((month) => ({
          company_id: company.other,
          balance_num: `DZ${month.replace('-', '')}PAGING`,
          month,
          start_date: `${month}-01`,
          end_date: `${month}-28`,
          due_date: `${month}-28`,
          account_period: 30,
          state: 2,
          account_amount: 1_000_000,
          confirmed_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();

    const mine = (keys: number[], ours: number[]) => keys.filter((key) => ours.includes(key));
    const orderIds = orders.map((order) => order.id);
    expect(mine(await expectPagesOfTwo('orders', (row) => row.id), orderIds)).toEqual(orderIds);
    const statementIds = statements.map((row) => row.id).sort((a, b) => a - b);
    expect(mine(await expectPagesOfTwo('statements', (row) => row.id), statementIds)).toEqual(statementIds);
    const refundIds = refunds.map((row) => row.id);
    expect(mine(await expectPagesOfTwo('reversals', (row) => row.refundId), refundIds)).toEqual(refundIds);
  });

  it('shows 20 rows unless told, and clamps a page or size out of bounds as the console lists do', async () => {
    while ((await queue('orders')).total <= TABLE_PAGE_SIZES[1]) await paidOrder();
    const whole = await queue('orders', { limit: String(MAX_PAGE_SIZE) });
    const keys = (page: Page<ConsoleInvoiceRows['orders']>) => page.list.map((row) => row.id);
    const first = await queue('orders');
    expect(first.total).toBe(whole.total);
    expect(keys(first)).toEqual(keys(whole).slice(0, TABLE_PAGE_SIZES[1]));
    for (const page of ['0', '-1', 'abc', ''])
      expect(keys(await queue('orders', { page })), `page ${page}`).toEqual(keys(first));
    for (const limit of ['abc', '1e3', ''])
      expect(keys(await queue('orders', { limit })), `limit ${limit}`).toEqual(keys(first));
    for (const limit of ['0', '-5'])
      expect(keys(await queue('orders', { limit })), `limit ${limit}`).toEqual(keys(whole).slice(0, 1));
    expect((await queue('orders', { limit: '1000' })).list).toHaveLength(Math.min(whole.total, MAX_PAGE_SIZE));
    expect(await queue('orders', { page: '99999999' })).toEqual({ list: [], total: whole.total });
    // `id` asks after one row: a whole number no order has finds nothing; anything else is no filter.
    expect(await queue('orders', { id: '-3' })).toEqual({ list: [], total: 0 });
    expect(keys(await queue('orders', { id: 'abc' }))).toEqual(keys(first));
  });
});
