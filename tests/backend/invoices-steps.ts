import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import type { InvoiceOrderInfo, InvoiceRecord } from '../../common/areas/invoices/invoice.ts';
import type { ConsoleInvoiceRows, InvoiceQueue } from '../../common/areas/invoices/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { ConsoleOrderDetail } from '../../common/areas/orders/console.ts';
import type { Todo, TodoQueue } from '../../common/areas/staff/console.ts';
import type { ConsoleStatementDetail } from '../../common/areas/statements/console.ts';
import { type Envelope, type Page } from '../../common/envelope.ts';
import { message, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { moneyToText, type Money } from '../../common/money.ts';
import { companyOf } from './company-of.ts';
import { addOtherHeader, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { MINIMAL_PDF } from './pdf-text.ts';
import { cancelledAndRefunded as refundedCancel, confirmPaid, shipOrder } from './console-steps.ts';

/**
 * Invoices as the console issues them and the buyer reads them, for the invoice tests (what the
 * buyer reads in invoices.test.ts, the console's queues and blue invoices in
 * invoices-console.test.ts, red ones in invoices-reverse-console.test.ts): invoice numbers and
 * files, the console's multipart calls and pages, orders placed, paid, cancelled and returned
 * through the API, and 价税分离 worked out independently.
 */
export const ROLES = ['admin', 'service', 'finance', 'warehouse', 'viewer'] as const;
/** The demo company's certified 统一社会信用代码, which its seeded header carries too (backend/db/seed/companies.ts). */
export const DEMO_CREDIT_CODE = '91310115MA1H7XKQ2G';
/** A well-formed credit code of some other company. */
export const OTHER_VALID_CODE = '91330106MA2H3K4L5N';
/** Every order of this file buys goods at ¥100.01 a unit: a total whose tax does not split evenly. */
export const UNIT_PRICE = 1_000_100;
export const TODAY = '2026-11-22';

export const say = (key: MessageKey, params: MessageParams = {}) => message('zh-CN', key, params);
export const text = (amount: number) => moneyToText(amount as Money, 2);

// ---- invoice numbers and files ---------------------------------------------------------------

let serial = 0;
/** A fresh 20-digit number of a fully digital invoice (全电发票). */
export const digital = () => `2631${String(++serial).padStart(16, '0')}`;
/** A fresh 8-digit number, to go with a code. */
export const paper = () => String(++serial).padStart(8, '0');
export const CODE_12 = '031002600111';

export const PDF = MINIMAL_PDF;
export const XML = Buffer.from('<?xml version="1.0"?><EInvoice/>');

/** A minimal zip (stored, not compressed) of the given entries, written by hand. */
export function zip(entries: { name: string; data: string }[]): Buffer {
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
export const OFD = zip([
  { name: 'OFD.xml', data: '<?xml version="1.0" encoding="UTF-8"?><ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016"/>' },
  { name: 'Doc_0/Document.xml', data: '<?xml version="1.0" encoding="UTF-8"?><ofd:Document/>' },
]);

export interface Upload {
  bytes: Uint8Array;
  name: string;
  type?: string;
}
export const pdfFile = (bytes: Uint8Array = PDF): Upload => ({ bytes, name: 'invoice.pdf', type: 'application/pdf' });

export interface Placed {
  id: number;
  orderNo: string;
  total: number;
}

/** 价税分离 worked out independently: the amount before tax to the nearest fen, the tax the rest. */
export function expectedSplit(amount: number, rate: number) {
  const fen = Math.round(Math.abs(amount) / 100);
  const netFen = Math.round(fen / (1 + rate / 100));
  const sign = amount < 0 ? -1 : 1;
  return { net: (sign * netFen) / 100, tax: (sign * (fen - netFen)) / 100 };
}

export function invoiceSteps() {
  let t!: TestBackend;
  const buyers: Record<'demo' | 'approver' | 'buyer' | 'other', string> = {
    demo: '',
    approver: '',
    buyer: '',
    other: '',
  };
  const company: Record<'demo' | 'other', number> = { demo: 0, other: 0 };
  const delivery: Record<'demo' | 'other', { address: number; header: number }> = {
    demo: { address: 0, header: 0 },
    other: { address: 0, header: 0 },
  };
  let goodsId = 0;

  /** A backend with the buyers logged in, their delivery details, and a goods at UNIT_PRICE. */
  async function start(): Promise<TestBackend> {
    t = await startBackend();
    buyers.demo = await t.buyerToken('demo');
    buyers.approver = await t.buyerToken('demo_approver');
    buyers.buyer = await t.buyerToken('demo_buyer');
    buyers.other = await t.buyerToken('other');
    company.demo = await companyOf(t, 'demo');
    company.other = await companyOf(t, 'other');
    delivery.demo = await deliveryFor(t, company.demo);
    delivery.other = await deliveryFor(t, company.other);
    delivery.other.header = await addOtherHeader(t, buyers.other);
    goodsId = await plentifulGoods(t);
    await t.db.updateTable('goods').set({ sale_price: UNIT_PRICE }).where('id', '=', goodsId).execute();
    return t;
  }

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
  const issue = async (fields: Record<string, unknown>, file: Upload | null = pdfFile(), token?: string) =>
    multipart<InvoiceRecord>('/rest/staff/invoices/issue', token ?? (await t.staffToken('finance')), fields, file);
  const reverse = async (fields: Record<string, unknown>, file: Upload | null = pdfFile(), token?: string) =>
    multipart<InvoiceRecord>('/rest/staff/invoices/reverse', token ?? (await t.staffToken('finance')), fields, file);

  /** Issues and expects it to work. */
  async function issued(fields: Record<string, unknown>, file?: Upload) {
    const reply = await issue(fields, file);
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.msg).toBe(say('invoiceIssued'));
    return reply.data;
  }

  /** The console's pages of an order and of a statement, as a staff viewer reads them. */
  async function staffOrder(id: number) {
    const reply = await t.call<ConsoleOrderDetail>('GET', `/rest/staff/orders/${id}`, {
      token: await t.staffToken('viewer'),
    });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }
  async function staffStatement(id: number) {
    const reply = await t.call<ConsoleStatementDetail>('GET', `/rest/staff/statements/${id}`, {
      token: await t.staffToken('viewer'),
    });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /** How many items the console's to-do home counts in one queue. */
  async function todoCount(key: TodoQueue['key']) {
    const reply = await t.call<Todo>('GET', '/rest/staff/todo', { token: await t.staffToken('finance') });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data.queues.find((each) => each.key === key)?.count;
  }

  /** A page of one queue (orders, statements or reversals), as the console reads it. */
  async function queue<Q extends InvoiceQueue>(name: Q, query: Record<string, string> = {}, token?: string) {
    const reply = await t.call<Page<ConsoleInvoiceRows[Q]>>('GET', `/rest/staff/invoices/queue/${name}`, {
      token: token ?? (await t.staffToken('finance')),
      query,
    });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /** An order's, a statement's or a refund's row if it still waits: asked for by its id, wherever it is in its queue. */
  const waiting = async <Q extends InvoiceQueue>(name: Q, id: number) =>
    (await queue(name, { id: String(id) })).list[0];

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

  /**
   * An order of `quantity` units, offline (1) or on credit (2), by a company's main account — or by
   * the demo purchaser, whose purchase the approver approves into an offline order.
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
        token: buyers.approver,
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
      { buyer: buyers.demo, service: await t.staffToken('service'), finance: await t.staffToken('finance') },
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
        token: await t.staffToken(role),
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

  return {
    start,
    buyers,
    company,
    delivery,
    multipart,
    issueForm,
    issue,
    reverse,
    issued,
    staffOrder,
    staffStatement,
    todoCount,
    queue,
    waiting,
    info,
    infoOk,
    download,
    invoiceRows,
    invoiceRow,
    orderRow,
    stored,
    placed,
    paidOrder,
    cancelledAndRefunded,
    returnedOneUnit,
    changeDemoCertification,
    demoStatement,
  };
}
