import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../common/areas/invoices/invoice.ts';
import { Code } from '../../common/envelope.ts';
import { wireTime } from '../../common/time.ts';
import type { TestBackend } from './harness.ts';
import { shipOrder } from './console-steps.ts';
import { invoiceSteps, DEMO_CREDIT_CODE, say, PDF, XML, pdfFile } from './invoices-steps.ts';

/**
 * Invoices as the buyer reads them (rest/invoiceOrder/info and file): an order's invoice once staff
 * issued it, with the step's date and the order's progress, and who may read which. The console's
 * side is invoices-console.test.ts and invoices-reverse-console.test.ts.
 */
const s = invoiceSteps();
const { buyers, issueForm, issue, issued, waiting, info, infoOk, download, orderRow, placed, paidOrder } = s;
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
});
afterAll(() => t.close());

describe("what the buyer reads of an order's invoice (rest/invoiceOrder/info and file)", () => {
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
    expect((await infoOk(buyers.approver, order.id)).invoiceList).toHaveLength(1);

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
      token: await t.staffToken('viewer'),
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
    // The main account and the approver see the purchaser's order too.
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
