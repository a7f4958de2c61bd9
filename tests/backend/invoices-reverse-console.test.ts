import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../common/constants.ts';
import { Code } from '../../common/envelope.ts';
import { wireTime } from '../../common/time.ts';
import type { TestBackend } from './harness.ts';
import { invoiceSteps, UNIT_PRICE, TODAY, say, text, digital, paper, PDF, expectedSplit } from './invoices-steps.ts';

/**
 * 红字 as the console issues it: the refunds of invoiced orders queued, and a red invoice for at
 * most the refund and what the blue invoice has left; refunds the blue invoice already left out
 * have nothing to reverse.
 */
const s = invoiceSteps();
const {
  buyers,
  issueForm,
  issue,
  reverse,
  issued,
  todoCount,
  queue,
  waiting,
  infoOk,
  download,
  invoiceRows,
  invoiceRow,
  stored,
  paidOrder,
  cancelledAndRefunded,
  returnedOneUnit,
} = s;
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
});
afterAll(() => t.close());

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
