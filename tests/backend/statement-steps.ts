import { expect } from 'vitest';
import { invoiceIssueSchema } from '../../common/areas/invoices/invoice.ts';
import type { StatementDetail } from '../../common/areas/statements/statement.ts';
import type { ConsoleStatementDetail } from '../../common/areas/statements/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { type Envelope } from '../../common/envelope.ts';
import { moneyToText, type Money } from '../../common/money.ts';
import { shanghaiDate, shanghaiMoment } from '../../common/time.ts';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import { companyOf } from './company-of.ts';
import { contractSteps, DEMO_MOBILE } from './contract-steps.ts';
import { addOtherHeader, deliveryFor, OTHER_MOBILE } from './demo-buying.ts';
import type { TestBackend } from './harness.ts';
import { MINIMAL_PDF } from './pdf-text.ts';
import { afterSaleStep, shipOrder } from './console-steps.ts';
import { asFile, formIdOf as formIdFor, smallPng, upload as uploadFile } from './uploads.ts';

/**
 * Monthly statements as the buyer's screens and the console call them, for the
 * statement tests: credit orders placed, shipped and received through the API and then dated into
 * the month a test makes (receive_time, a refund's created_at: the events statements are made
 * from), statements made by the job or by finance, each staff step from the `seen` the console
 * showed (a second after the last change), remittances with an uploaded voucher, and downloads as
 * bytes. The seed's own last-month statements are cleared first, and its orders moved a year back,
 * so every month a test makes holds only that test's orders.
 */
export type Who = 'demo' | 'other';
export type Buyer = Who | 'approver' | 'buyer';

export const MOBILES: Record<Who, string> = { demo: DEMO_MOBILE, other: OTHER_MOBILE };
export const COMPANY_NAMES: Record<Who, string> = { demo: '示例科技有限公司', other: '另一贸易有限公司' };

/** A moment of a day in Shanghai, from its `YYYY-MM-DD` and hour. */
export const shanghaiAt = (date: string, hour = 10) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return shanghaiMoment(year, month, day, hour);
};

export interface PlacedOrder {
  id: number;
  orderNo: string;
  total: number;
  lineIds: number[];
}

export interface Download {
  bytes: Uint8Array;
  type: string;
  disposition: string;
  envelope?: Envelope;
}

let serials = 0;

export function statementSteps(t: TestBackend) {
  const c = contractSteps(t);
  const buyers: Record<Buyer, string> = { demo: '', other: '', approver: '', buyer: '' };
  const staff: Record<string, string> = {};
  const company: Record<Who, number> = { demo: 0, other: 0 };
  const delivery: Record<Who, { address: number; header: number }> = {
    demo: { address: 0, header: 0 },
    other: { address: 0, header: 0 },
  };
  const goods: number[] = [];

  async function logIn() {
    buyers.demo = await t.buyerToken('demo');
    buyers.approver = await t.buyerToken('demo_approver');
    buyers.buyer = await t.buyerToken('demo_buyer');
    buyers.other = await t.buyerToken('other');
    for (const role of ['admin', 'service', 'finance', 'warehouse', 'viewer']) staff[role] = await t.staffToken(role);
  }

  /** Logins, companies, addresses and goods; the seed's statements cleared and its orders moved back. */
  async function setUp() {
    await logIn();
    company.demo = await companyOf(t, 'demo');
    company.other = await companyOf(t, 'other');
    delivery.demo = await deliveryFor(t, company.demo);
    delivery.other = await deliveryFor(t, company.other);
    if (delivery.other.header === 0) delivery.other.header = await addOtherHeader(t, buyers.other);
    const rows = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>=', 1000)
      .orderBy('id')
      .limit(3)
      .execute();
    expect(rows).toHaveLength(3);
    goods.push(...rows.map((row) => row.id));
    // The seed's last month (its statements and the orders they were made from) is not this file's.
    await t.db.deleteFrom('remittance').execute();
    await t.db.deleteFrom('statement_line').execute();
    await t.db.deleteFrom('statement').execute();
    await t.db
      .updateTable('orders')
      .set({ receive_time: shanghaiAt('2025-06-15') })
      .where('receive_time', 'is not', null)
      .execute();
    await t.db
      .updateTable('refund')
      .set({ created_at: shanghaiAt('2025-06-16') })
      .execute();
  }

  // ---- orders ---------------------------------------------------------------------------------

  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A credit (2) or offline (1) order of the given goods lines, by the company's main account. */
  async function placed(who: Who, lines: { goods: number; quantity: number }[], payTypeId: 1 | 2 = 2) {
    const token = buyers[who];
    let uuId: number;
    if (lines.length === 1) {
      const reply = await t.call<number>('POST', '/rest/order/buyGoods', {
        token,
        body: { goodsId: lines[0]!.goods, quantity: lines[0]!.quantity },
      });
      expect(reply.code, reply.msg).toBe(0);
      uuId = reply.data;
    } else {
      const accounts = t.db.selectFrom('account').select('id').where('company_id', '=', company[who]);
      await t.db.deleteFrom('cart_item').where('account_id', 'in', accounts).execute();
      for (const line of lines) {
        const added = await t.call('POST', '/rest/car/add', {
          token,
          body: { goodsId: line.goods, quantity: line.quantity },
        });
        expect(added.code, added.msg).toBe(0);
      }
      const cart = await t.db.selectFrom('cart_item').select('id').where('account_id', 'in', accounts).execute();
      const settled = await t.call<number>('POST', '/rest/order/settle', {
        token,
        body: { carIds: cart.map((line) => line.id) },
      });
      expect(settled.code, settled.msg).toBe(0);
      uuId = settled.data;
    }
    const reply = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
      token,
      body: { uuId, payTypeId, consigneeId: delivery[who].address, invoiceHeader: delivery[who].header },
    });
    expect(reply.code, reply.msg).toBe(0);
    const order = await orderRow(reply.data.orderId);
    const items = await t.db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    return {
      id: order.id,
      orderNo: order.order_no,
      total: Number(order.total_amount),
      lineIds: items.map((item) => item.id),
    } satisfies PlacedOrder;
  }

  /**
   * A credit order shipped and received through the API, then dated as received at `at` (the
   * event a statement is made from) unless `at` is null (received now: an after-sale can still be
   * applied for; date it afterwards with dateReceived).
   */
  async function received(
    who: Who,
    at: number | null,
    lines: { goods: number; quantity: number }[] = [{ goods: goods[0]!, quantity: 2 }],
    payTypeId: 1 | 2 = 2,
  ): Promise<PlacedOrder> {
    const order = await placed(who, lines, payTypeId);
    if (payTypeId === 1)
      await t.backend.services.orderConsole.confirmPayment(COMMAND_LINE, order.id, {
        amount: order.total as Money,
        date: shanghaiDate(t.clock.now()),
        serial: `OFF${order.id}`,
      });
    await shipOrder(t, order.orderNo);
    const reply = await t.call('POST', `/rest/order/recevice/${order.id}`, { token: buyers[who] });
    expect(reply.code, reply.msg).toBe(0);
    if (at !== null) await dateReceived(order.id, at);
    return order;
  }

  const dateReceived = (orderId: number, at: number) =>
    t.db.updateTable('orders').set({ receive_time: at }).where('id', '=', orderId).execute();

  /** A return of `quantity` units of a line of an order received now (the windows count from receipt). */
  async function applyReturn(who: Who, lineId: number, quantity: number): Promise<number> {
    const reply = await t.call<number>('POST', '/rest/aftersale/submit', {
      token: buyers[who],
      json: true,
      body: {
        orderItemId: lineId,
        afterSaleType: '1',
        goodsQuantity: quantity,
        reason: 'quality',
        goodsStatus: '2',
        applyEvidence: '1',
        refundType: '1',
        returnType: '1',
        addressId: delivery[who].address,
        remark: '外壳有裂纹',
      },
    });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /**
   * An after-sale approved (and received, for a return) and refunded in full to the credit by
   * staff, the refund dated `at` (the event a statement is made from). Answers the refund row.
   */
  async function refunded(afterSaleId: number, at: number) {
    const request = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('id', '=', afterSaleId)
      .executeTakeFirstOrThrow();
    await afterSaleStep(t, afterSaleId, 'approve');
    if (request.after_sale_type === 1) await afterSaleStep(t, afterSaleId, 'receive', { note: '完好' });
    await afterSaleStep(t, afterSaleId, 'refund', { amount: Number(request.refund_amount) as Money });
    const refund = await t.db
      .selectFrom('refund')
      .selectAll()
      .where('after_sale_id', '=', afterSaleId)
      .executeTakeFirstOrThrow();
    expect(refund.route).toBe('credit');
    await t.db.updateTable('refund').set({ created_at: at }).where('id', '=', refund.id).execute();
    return { ...refund, created_at: at, amount: Number(refund.amount) };
  }

  // ---- statements: rows and the staff's console ----------------------------------------------------

  const row = (id: number) => t.db.selectFrom('statement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lines = (id: number, version?: number) => {
    let query = t.db.selectFrom('statement_line').selectAll().where('statement_id', '=', id);
    if (version !== undefined) query = query.where('version', '=', version);
    return query.orderBy('id').execute();
  };
  const statementOf = (who: Who, month: string) =>
    t.db
      .selectFrom('statement')
      .selectAll()
      .where('company_id', '=', company[who])
      .where('month', '=', month)
      .executeTakeFirst();

  const staffView = (id: number, role = 'finance') =>
    t.call<ConsoleStatementDetail>('GET', `/rest/staff/statements/${id}`, { token: staff[role] });

  /** Finance makes a company's statement for a month by hand. */
  const make = (companyId: number, month: string, role = 'finance') =>
    t.call<ConsoleStatementDetail>('POST', '/rest/staff/statements/make', {
      token: staff[role],
      body: { companyId, month },
      json: true,
    });

  /** A staff step from what the console showed (its `seen`), a second after the last change. */
  async function step(id: number, action: string, body: Record<string, unknown> = {}, role = 'finance') {
    const seen = (await staffView(id)).data.seen;
    t.clock.advance(1000);
    return t.call<ConsoleStatementDetail>('POST', `/rest/staff/statements/${id}/${action}`, {
      token: staff[role],
      body: { seen, ...body },
      json: true,
    });
  }

  async function stepped(id: number, action: string, body: Record<string, unknown> = {}) {
    const reply = await step(id, action, body);
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  }

  /**
   * A statement of its own for a month: one credit order received on the 10th, made by finance
   * (state 0), and sent when asked (state 1).
   */
  async function statementFor(who: Who, month: string, options: { quantity?: number; send?: boolean } = {}) {
    const order = await received(who, shanghaiAt(`${month}-10`), [
      { goods: goods[1]!, quantity: options.quantity ?? 3 },
    ]);
    const made = await make(company[who], month);
    expect(made.code, made.msg).toBe(0);
    if (options.send) await stepped(made.data.id, 'send');
    return { id: made.data.id, order };
  }

  let invoiceNo = 0;
  /**
   * Invoicing (2 → 4, or at 9 and 7 where it stays) is the invoice console's: a blue invoice for what
   * the statement totals, as finance issues it.
   */
  async function invoiced(id: number) {
    const row = await t.db
      .selectFrom('statement')
      .select('account_amount')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.backend.services.invoiceConsole.issue(
      COMMAND_LINE,
      { target: 'statement', targetId: id },
      invoiceIssueSchema().parse({
        invoiceType: 1,
        invoiceNo: `2699${String(++invoiceNo).padStart(16, '0')}`,
        issueDate: shanghaiDate(t.clock.now()),
        amount: moneyToText(Number(row.account_amount) as Money, 2),
        taxRate: 13,
      }),
      MINIMAL_PDF,
    );
  }

  // ---- the buyer's side ---------------------------------------------------------------------------

  const info = (token: string, id: number, version?: number) =>
    t.call<StatementDetail>('GET', `/rest/customer/bill/balanceInfo/${id}`, {
      token,
      query: version === undefined ? undefined : { version: String(version) },
    });

  const confirm = (token: string, body: Record<string, unknown>) =>
    t.call<StatementDetail>('POST', '/rest/customer/bill/confirm', { token, body });

  /** A voucher image uploaded as the screen posts it; each a colour of its own, so no two are the same file. */
  const upload = async (token: string, formId: string, doctype = 'voucher') =>
    uploadFile(
      t,
      token,
      { formId, doctype },
      asFile(await smallPng(`#${(++serials % 0xfff).toString(16).padStart(3, '0')}`), 'voucher.png'),
    );

  const formIdOf = (token: string) => formIdFor(t, token);

  /** A voucher uploaded as the screen does: a form id, then the image. */
  async function voucher(token = buyers.demo, doctype = 'voucher'): Promise<{ formId: string; voucher: string }> {
    const formId = await formIdOf(token);
    const reply = await upload(token, formId, doctype);
    expect(reply.code, reply.msg).toBe(0);
    return { formId, voucher: reply.data };
  }

  /** A bank serial never used before. */
  const serial = () => {
    serials += 1;
    return `HX${String(t.clock.now()).slice(-6)}${String(serials).padStart(5, '0')}`;
  };

  /** The remittance form as the screen posts it (amount in ten-thousandths here, yuan on the wire). */
  async function remittanceForm(amount: number, extra: Record<string, unknown> = {}, token = buyers.demo) {
    return {
      amount: moneyToText(amount as Money, 2),
      remitDate: shanghaiDate(t.clock.now()),
      payerName: '示例科技有限公司',
      payerAccount: '6222 0210 0000 1234',
      serial: serial(),
      ...(await voucher(token)),
      ...extra,
    };
  }

  const remit = (token: string, id: number, form: Record<string, unknown>) =>
    t.call<StatementDetail>('POST', `/rest/customer/bill/remittance/${id}`, { token, body: form });

  const remittances = (id: number) =>
    t.db.selectFrom('remittance').selectAll().where('statement_id', '=', id).orderBy('id').execute();

  const confirmRemittance = (remittanceId: number, role = 'finance') =>
    t.call<ConsoleStatementDetail>('POST', `/rest/staff/remittances/${remittanceId}/confirm`, {
      token: staff[role],
      json: true,
    });

  /** A download (the buyer's or the staff's) as bytes, or the envelope of a refusal. */
  async function download(path: string, token: string, version?: number): Promise<Download> {
    const url = new URL(path, 'http://backend.test');
    url.searchParams.set('token', token);
    if (version !== undefined) url.searchParams.set('version', String(version));
    const response = await t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
    expect(response.status).toBe(200);
    const type = response.headers.get('content-type') ?? '';
    const disposition = response.headers.get('content-disposition') ?? '';
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (type.startsWith('application/json'))
      return { bytes, type, disposition, envelope: JSON.parse(new TextDecoder().decode(bytes)) as Envelope };
    return { bytes, type, disposition };
  }

  // ---- what else changed --------------------------------------------------------------------------

  const sms = (mobile: string) => t.texts(mobile);
  const audits = (id: number) => t.audits('statement', id);

  const available = async (who: Who) => Number((await creditOf(t.db, company[who])).available);

  /** The statement's money and state, as numbers. */
  async function money(id: number) {
    const statement = await row(id);
    return {
      state: statement.state,
      payStatus: statement.pay_status,
      amount: Number(statement.account_amount),
      recorded: Number(statement.recorded_amount),
      paid: Number(statement.paid_amount),
    };
  }

  /** Moves the clock to a Shanghai moment (forward only) and logs everyone in again (sessions last 7 days). */
  async function moveTo(at: number) {
    expect(at).toBeGreaterThan(t.clock.now());
    t.clock.advance(at - t.clock.now());
    await logIn();
  }

  return {
    c,
    buyers,
    staff,
    company,
    delivery,
    goods,
    setUp,
    orderRow,
    placed,
    received,
    dateReceived,
    applyReturn,
    refunded,
    row,
    lines,
    statementOf,
    staffView,
    make,
    step,
    stepped,
    statementFor,
    invoiced,
    info,
    confirm,
    upload,
    formIdOf,
    voucher,
    serial,
    remittanceForm,
    remit,
    remittances,
    confirmRemittance,
    download,
    sms,
    audits,
    available,
    money,
    moveTo,
  };
}
