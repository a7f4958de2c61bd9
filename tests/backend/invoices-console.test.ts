import sharp from 'sharp';
import { DOWNLOAD_POLICY } from '../../common/download.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../common/areas/invoices/invoice.ts';
import type { ConsoleInvoiceRows, InvoiceQueue } from '../../common/areas/invoices/console.ts';
import type { StatementDetail } from '../../common/areas/statements/statement.ts';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../common/constants.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { moneyToText, type Money } from '../../common/money.ts';
import { wireTime } from '../../common/time.ts';
import type { TestBackend } from './harness.ts';
import {
  invoiceSteps,
  ROLES,
  DEMO_CREDIT_CODE,
  OTHER_VALID_CODE,
  UNIT_PRICE,
  TODAY,
  say,
  text,
  digital,
  paper,
  CODE_12,
  PDF,
  XML,
  zip,
  OFD,
  type Upload,
  pdfFile,
  type Placed,
  expectedSplit,
} from './invoices-steps.ts';

/**
 * Invoices as the console issues them: the 待开票 queue (offline-paid orders, confirmed
 * statements), a blue invoice for an order or a statement (number shapes, the amount due, the file
 * checked by content, a number used once, one blue invoice per target, 价税分离 to the fen), 专票
 * only for a certified general taxpayer whose header's tax code is its credit code, issues at once,
 * who may issue, and the queues a page at a time. On PostgreSQL (TEST_DATABASE_URL) the parallel
 * issues really run in parallel. Red invoices are invoices-reverse-console.test.ts; what the buyer
 * reads of an order's invoice, invoices.test.ts.
 */
const s = invoiceSteps();
const {
  buyers,
  company,
  delivery,
  issueForm,
  issue,
  reverse,
  issued,
  staffOrder,
  staffStatement,
  queue,
  waiting,
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
} = s;
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
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
      for (const role of ROLES) expect(await queue(name, {}, await t.staffToken(role))).toEqual(finance);
      const path = `/rest/staff/invoices/queue/${name}`;
      expect((await t.call('GET', path, { token: buyers.demo })).code).toBe(Code.tokenInvalid);
      expect((await t.call('GET', path)).code).toBe(Code.tokenInvalid);
    }
    // The queues are these three.
    expect(
      (await t.call('GET', '/rest/staff/invoices/queue/refunds', { token: await t.staffToken('finance') })).code,
    ).toBe(Code.notFound);
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
      const staffCopy = await download(`/rest/staff/invoices/file/${record.id}`, await t.staffToken('viewer'));
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
      token: await t.staffToken('finance'),
      query: { target: 'statement', targetId: String(statement.id) },
    });
    expect(staffList).toMatchObject({ code: 0, data: [blue] });
    // A credit order on no statement yet: nothing invoiced, no statement named.
    const fresh = await placed('demo', 1, 2);
    expect(await infoOk(buyers.demo, fresh.id)).toMatchObject({ openStatus: 0, invoiceList: [], balanceNum: null });
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
      const reply = await issue(issueForm(order.id, order.total), pdfFile(), await t.staffToken(role));
      expect(reply.code, role).toBe(Code.roleNotAllowed);
      const red = await reverse(
        { refundId: 1, invoiceType: 1, invoiceNo: digital(), issueDate: TODAY, amount: '1.00', taxRate: 13 },
        pdfFile(),
        await t.staffToken(role),
      );
      expect(red.code, role).toBe(Code.roleNotAllowed);
    }
    expect(await invoiceRows('order_id', order.id)).toEqual([]);
    expect((await issue(issueForm(order.id, order.total), pdfFile(), buyers.demo)).code).toBe(Code.tokenInvalid);
    const byAdmin = await issue(issueForm(order.id, order.total), pdfFile(), await t.staffToken('admin'));
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
