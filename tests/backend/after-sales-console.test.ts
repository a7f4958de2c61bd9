import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleAfterSale, ConsoleAfterSaleDetail } from '../../common/areas/after-sales/console.ts';
import type { Todo } from '../../common/areas/staff/console.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { moneyToText, payable, type Money } from '../../common/money.ts';
import { shanghaiDate } from '../../common/time.ts';
import type { TestBackend } from './harness.ts';
import { confirmPaid } from './console-steps.ts';
import { afterSaleSteps, DAY_MS, DEMO_MOBILE } from './after-sales-steps.ts';

/**
 * After-sales as the console takes them: the staff's steps with their roles, SMS and audit rows,
 * refunds recorded once, the to-do count, and a paid order's cancel, which staff approve and
 * refund. The buyer's side is after-sales.test.ts. On PostgreSQL (TEST_DATABASE_URL) the parallel
 * requests really run in parallel.
 */
const s = afterSaleSteps();
const {
  buyers,
  afterSaleRow,
  lineRow,
  orderRow,
  inventory,
  quota,
  refundsOf,
  smsAbout,
  auditOf,
  placeOrder,
  shippedOrder,
  completedOrder,
  info,
  buyerStep,
  returnForm,
  applied,
  act,
  done,
  shipByStaff,
} = s;
let t: TestBackend;
let demoCompany: number;
let goodsId: number;
let secondGoodsId: number;

beforeAll(async () => {
  t = await s.start();
  ({ demoCompany, goodsId, secondGoodsId } = s.ids());
});
afterAll(() => t.close());

describe('the staff’s steps', () => {
  it('takes a return 1 → 2 → 3 → 5 of an offline order: stock back once, the refund once, SMS and audit each step', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    const line = await lineRow(lineId);
    const id = await applied(buyers.demo, returnForm(lineId, 2));
    const row = await afterSaleRow(id);
    const worth = payable((Number(line.goods_price) * 2) as Money);
    expect(Number(row.refund_amount)).toBe(worth);

    // The queue and the detail.
    const queue = await t.consoleGet<Page<ConsoleAfterSale>>('/afterSales', 'viewer', {
      status: '1',
      q: row.after_sale_no,
    });
    expect(queue.data.list).toMatchObject([{ id, afterSaleNo: row.after_sale_no, status: 1, goodsQuantity: 2 }]);
    const detail = await t.consoleGet<ConsoleAfterSaleDetail>(`/afterSales/${id}`, 'viewer');
    expect(detail.data).toMatchObject({
      id,
      orderId: order.orderId,
      payTypeId: 1,
      applicant: 'demo',
      actions: ['approve', 'reject'],
      refundableAmount: Number(moneyToText(worth, 4)),
    });

    // Approve: service only.
    expect((await act(id, 'approve', 'viewer', { seen: '1' })).code).toBe(Code.roleNotAllowed);
    expect((await act(id, 'approve', 'warehouse', { seen: '1' })).code).toBe(Code.roleNotAllowed);
    expect((await act(id, 'approve', 'finance', { seen: '1' })).code).toBe(Code.roleNotAllowed);
    expect((await act(id, 'receive', 'warehouse', { seen: '1', note: '提前收货' })).code).toBe(Code.conflict);
    const approved = await act(id, 'approve', 'service', { seen: '1' });
    expect(approved).toMatchObject({ code: 0, msg: '已审核通过，短信已发送', data: { status: 2 } });
    expect(await smsAbout(DEMO_MOBILE, row.after_sale_no)).toEqual([
      `【采购商城】您的售后申请${row.after_sale_no}已审核通过。请将商品寄回售后中心，并在售后详情中填写运单号。`,
    ]);
    expect((await buyerStep(buyers.demo, 'shipBack', id, { carrier: '中通快递', trackingNo: 'ZT000111' })).code).toBe(
      0,
    );

    // Receive: the warehouse, with what the inspection found; the stock comes back once.
    const stock = await inventory(goodsId);
    expect((await act(id, 'receive', 'service', { seen: '2', note: '完好' })).code).toBe(Code.roleNotAllowed);
    expect((await act(id, 'receive', 'warehouse', { seen: '2' })).code).toBe(Code.invalid);
    expect(await act(id, 'receive', 'warehouse', { seen: '2', note: '包装完好，无使用痕迹' })).toMatchObject({
      code: 0,
      data: { status: 3 },
    });
    expect(await inventory(goodsId)).toBe(stock + 2);
    expect((await act(id, 'receive', 'warehouse', { seen: '2', note: '再收一次' })).code).toBe(Code.conflict);
    expect((await act(id, 'receive', 'warehouse', { note: '再收一次' })).code).toBe(Code.conflict);
    expect(await inventory(goodsId)).toBe(stock + 2);

    // Refund: finance; an offline order's needs the day and the bank's serial; at most what the units were worth.
    const refund = { seen: '3', amount: moneyToText(worth, 2), date: '2026-11-23', serial: 'HX20261123001' };
    expect((await act(id, 'refund', 'service', refund)).code).toBe(Code.roleNotAllowed);
    expect((await act(id, 'refund', 'finance', { seen: '3', amount: refund.amount })).code).toBe(Code.invalid);
    expect((await act(id, 'refund', 'finance', { ...refund, serial: undefined })).code).toBe(Code.invalid);
    expect((await act(id, 'refund', 'finance', { ...refund, amount: '0.001' })).code).toBe(Code.invalid);
    expect((await act(id, 'refund', 'finance', { ...refund, amount: '0' })).code).toBe(Code.invalid);
    const tooMuch = await act(id, 'refund', 'finance', {
      ...refund,
      amount: moneyToText((worth + 100) as Money, 2),
    });
    expect(tooMuch).toMatchObject({ code: Code.refused, msg: `退款金额不能超过可退金额${moneyToText(worth, 2)}元` });
    // Not the whole line's money for two of its three units.
    const wholeLine = payable(Number(line.total_amount) as Money);
    expect((await act(id, 'refund', 'finance', { ...refund, amount: moneyToText(wholeLine, 2) })).code).toBe(
      Code.refused,
    );
    expect(await refundsOf(id)).toEqual([]);
    expect(Number((await lineRow(lineId)).refunded_amount)).toBe(0);
    const refunded = await act(id, 'refund', 'finance', refund);
    expect(refunded).toMatchObject({ code: 0, msg: '退款已记录，短信已发送', data: { status: 5 } });
    expect(await refundsOf(id)).toMatchObject([
      { amount: worth, route: 'transfer', refund_date: '2026-11-23', serial: 'HX20261123001', order_id: order.orderId },
    ]);
    expect(Number((await lineRow(lineId)).refunded_amount)).toBe(worth);
    // A second refund is refused, stale or not.
    expect((await act(id, 'refund', 'finance', refund)).code).toBe(Code.conflict);
    expect((await act(id, 'refund', 'finance', { ...refund, seen: '5' })).code).toBe(Code.conflict);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(Number((await lineRow(lineId)).refunded_amount)).toBe(worth);
    expect(await inventory(goodsId)).toBe(stock + 2);

    const record = (await info(buyers.demo, id)).data;
    expect(record).toMatchObject({
      status: 5,
      actualRefundAmount: Number(moneyToText(worth, 4)),
      refundDate: '2026-11-23',
      actions: [],
    });
    expect(record.timeline.map((event) => event.action)).toEqual(['refund', 'receive', 'shipBack', 'approve', 'apply']);
    const texts = await smsAbout(DEMO_MOBILE, row.after_sale_no);
    expect(texts).toHaveLength(3);
    expect(texts[1]).toBe(`【采购商城】我们已收到售后申请${row.after_sale_no}退回的商品，正在为您办理退款。`);
    expect(texts[2]).toBe(
      `【采购商城】售后申请${row.after_sale_no}已退款${moneyToText(worth, 2)}元（已原路转账退回）。`,
    );
    const trail = await auditOf(id);
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['afterSale.approve', 'staff_service'],
      ['afterSale.receive', 'staff_warehouse'],
      ['afterSale.refund', 'staff_finance'],
    ]);
    expect(trail.map((entry) => entry.entity_label)).toEqual(Array(3).fill(row.after_sale_no));
    expect(JSON.parse(trail[2]!.after_json!)).toMatchObject({ status: 5, refund: moneyToText(worth, 2) });
    expect((await t.consoleGet<ConsoleAfterSaleDetail>(`/afterSales/${id}`, 'viewer')).data.audit).toHaveLength(3);
  });

  it("refunds a credit order's return to the quota exactly once, and never more than the line was paid", async () => {
    const order = await completedOrder('demo', 2, 2);
    const lineId = order.lineIds[0]!;
    const line = await lineRow(lineId);
    const paid = payable(Number(line.total_amount) as Money);
    const id = await applied(buyers.demo, returnForm(lineId, 2));
    await done(id, 'approve', 'service');
    await done(id, 'receive', 'warehouse', { note: '完好' });
    const before = await quota(demoCompany);
    expect(
      (await act(id, 'refund', 'finance', { seen: '3', amount: moneyToText((paid + 100) as Money, 2) })).code,
    ).toBe(Code.refused);
    expect(await quota(demoCompany)).toBe(before);
    // A credit refund needs no bank reference: it goes back to the quota at once.
    const both = await Promise.all([
      act(id, 'refund', 'finance', { seen: '3', amount: moneyToText(paid, 2) }),
      act(id, 'refund', 'admin', { seen: '3', amount: moneyToText(paid, 2) }),
    ]);
    expect(both.map((reply) => reply.code).sort()).toEqual([0, Code.conflict]);
    expect(await quota(demoCompany)).toBe(before + paid);
    expect(await refundsOf(id)).toMatchObject([{ amount: paid, route: 'credit', serial: null }]);
    const no = (await afterSaleRow(id)).after_sale_no;
    expect((await smsAbout(DEMO_MOBILE, no)).at(-1)).toContain('已退回账期额度');
    expect((await auditOf(id)).filter((entry) => entry.action === 'afterSale.refund')).toHaveLength(1);
  });

  it('takes an exchange 1 → 2 → 4 (the replacement shipped) → 5 (the buyer confirms), and a repair the same way', async () => {
    const order = await completedOrder('demo', 2);
    const lineId = order.lineIds[0]!;
    const exchange = await applied(buyers.demo, {
      ...returnForm(lineId, 1, { afterSaleType: '2', reason: 'damaged' }),
      refundType: undefined,
    });
    const no = (await afterSaleRow(exchange)).after_sale_no;
    const stock = await inventory(goodsId);
    await done(exchange, 'approve', 'service');
    expect((await act(exchange, 'receive', 'warehouse', { note: '收到' })).code).toBe(Code.conflict);
    expect((await act(exchange, 'refund', 'finance', { amount: '1.00' })).code).toBe(Code.conflict);
    const parcel = { seen: '2', carrier: '顺丰速运', trackingNo: 'SF5550001' };
    expect((await act(exchange, 'shipReplacement', 'service', parcel)).code).toBe(Code.roleNotAllowed);
    expect((await act(exchange, 'shipReplacement', 'warehouse', { seen: '2', carrier: '顺丰速运' })).code).toBe(
      Code.invalid,
    );
    expect(await act(exchange, 'shipReplacement', 'warehouse', parcel)).toMatchObject({
      code: 0,
      msg: '已寄出商品，短信已发送',
      data: { status: 4, record: { replacementCarrier: '顺丰速运', replacementTrackingNo: 'SF5550001' } },
    });
    expect((await smsAbout(DEMO_MOBILE, no)).at(-1)).toBe(
      `【采购商城】售后申请${no}的商品已寄出：顺丰速运 SF5550001。收到后请确认。`,
    );
    expect((await info(buyers.demo, exchange)).data.actions).toEqual(['confirm']);
    expect((await buyerStep(buyers.demo, 'withdraw', exchange)).code).toBe(Code.conflict);
    expect(await buyerStep(buyers.demo, 'confirm', exchange)).toMatchObject({
      code: 0,
      msg: '已确认收货，售后完成',
      data: { status: 5, actions: [] },
    });
    expect((await buyerStep(buyers.demo, 'confirm', exchange)).code).toBe(Code.conflict);
    // No money moves, and the quantity stays held by the finished exchange.
    expect(await refundsOf(exchange)).toEqual([]);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(1);
    expect(await inventory(goodsId)).toBe(stock);
    expect((await auditOf(exchange)).map((entry) => entry.action)).toEqual([
      'afterSale.approve',
      'afterSale.shipReplacement',
    ]);

    const repair = await applied(buyers.demo, {
      ...returnForm(lineId, 1, { afterSaleType: '3', returnType: '2' }),
      pickupDate: shanghaiDate(t.clock.now() + 2 * DAY_MS),
      refundType: undefined,
    });
    const repairNo = (await afterSaleRow(repair)).after_sale_no;
    await done(repair, 'approve', 'service');
    expect((await smsAbout(DEMO_MOBILE, repairNo))[0]).toBe(
      `【采购商城】您的售后申请${repairNo}已审核通过。快递员将于${shanghaiDate(t.clock.now() + 2 * DAY_MS)}上门取件。`,
    );
    await done(repair, 'shipReplacement', 'warehouse', { carrier: '顺丰速运', trackingNo: 'SF5550002' });
    expect((await buyerStep(buyers.demo, 'confirm', repair)).data).toMatchObject({ status: 5 });
  });

  it('rejects at 1 with a reason: the quantity comes back and the buyer is told why', async () => {
    const order = await completedOrder('demo', 2);
    const lineId = order.lineIds[0]!;
    const id = await applied(buyers.demo, returnForm(lineId, 2));
    const no = (await afterSaleRow(id)).after_sale_no;
    expect((await act(id, 'reject', 'service', { seen: '1' })).code).toBe(Code.invalid);
    expect((await act(id, 'reject', 'warehouse', { seen: '1', reason: '超出范围' })).code).toBe(Code.roleNotAllowed);
    expect(await afterSaleRow(id)).toMatchObject({ status: 1 });
    const rejected = await act(id, 'reject', 'service', { seen: '1', reason: '商品已使用，不符合退货条件' });
    expect(rejected).toMatchObject({ code: 0, msg: '已驳回申请，短信已发送', data: { status: 6 } });
    expect(await afterSaleRow(id)).toMatchObject({ status: 6, reject_reason: '商品已使用，不符合退货条件' });
    expect((await lineRow(lineId)).after_sale_quantity).toBe(0);
    expect(await smsAbout(DEMO_MOBILE, no)).toEqual([
      `【采购商城】您的售后申请${no}未通过审核：商品已使用，不符合退货条件`,
    ]);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['afterSale.reject', '商品已使用，不符合退货条件'],
    ]);
    expect((await act(id, 'reject', 'service', { reason: '再驳回' })).code).toBe(Code.conflict);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(0);
    expect((await info(buyers.demo, id)).data).toMatchObject({ rejectReason: '商品已使用，不符合退货条件' });
    // The line may be asked for again.
    await applied(buyers.demo, returnForm(lineId, 2));

    // An approved one is no longer rejected.
    const other = await completedOrder('demo', 1);
    const approved = await applied(buyers.demo, returnForm(other.lineIds[0]!, 1));
    await done(approved, 'approve', 'service');
    expect((await act(approved, 'reject', 'service', { reason: '晚了' })).code).toBe(Code.conflict);
  });

  it('lets one of two staff approving at once win; the other gets 10060 with the fresh record', async () => {
    const order = await completedOrder('demo', 1);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    const no = (await afterSaleRow(id)).after_sale_no;
    const replies = await Promise.all([
      act(id, 'approve', 'service', { seen: '1' }),
      act(id, 'approve', 'admin', { seen: '1' }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, Code.conflict]);
    const lost = replies.find((reply) => reply.code !== 0)!;
    expect(lost).toMatchObject({ msg: '已被他人处理', data: { id, status: 2 } });
    expect(await afterSaleRow(id)).toMatchObject({ status: 2 });
    expect(await auditOf(id)).toHaveLength(1);
    expect(await smsAbout(DEMO_MOBILE, no)).toHaveLength(1);
    expect(
      await t.db.selectFrom('after_sale_event').select('action').where('after_sale_id', '=', id).execute(),
    ).toHaveLength(2);
    // A stale page (it showed 1) is refused too, and a reject crossing an approval as well.
    expect((await act(id, 'approve', 'service', { seen: '1' })).code).toBe(Code.conflict);
    const next = await completedOrder('demo', 1);
    const crossed = await applied(buyers.demo, returnForm(next.lineIds[0]!, 1));
    const both = await Promise.all([
      act(crossed, 'approve', 'service', { seen: '1' }),
      act(crossed, 'reject', 'admin', { seen: '1', reason: '不符合' }),
    ]);
    expect(both.map((reply) => reply.code).sort()).toEqual([0, Code.conflict]);
    const held = (await lineRow(next.lineIds[0]!)).after_sale_quantity;
    expect(held).toBe((await afterSaleRow(crossed)).status === 2 ? 1 : 0);
  });

  it('counts the after-sales waiting for staff on the to-do home', async () => {
    const before = (await t.consoleGet<Todo>('/todo', 'viewer')).data.queues;
    const count = (queues: Todo['queues'], key: string) => queues.find((queue) => queue.key === key)!.count;
    const order = await completedOrder('demo', 3);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    let now = (await t.consoleGet<Todo>('/todo', 'viewer')).data.queues;
    expect(count(now, 'afterSaleVetting')).toBe(count(before, 'afterSaleVetting') + 1);
    await done(id, 'approve', 'service');
    now = (await t.consoleGet<Todo>('/todo', 'viewer')).data.queues;
    expect(count(now, 'afterSaleVetting')).toBe(count(before, 'afterSaleVetting'));
    expect(count(now, 'afterSaleGoods')).toBe(count(before, 'afterSaleGoods') + 1);
    await done(id, 'receive', 'warehouse', { note: '完好' });
    now = (await t.consoleGet<Todo>('/todo', 'viewer')).data.queues;
    expect(count(now, 'afterSaleGoods')).toBe(count(before, 'afterSaleGoods'));
    expect(count(now, 'afterSaleRefund')).toBe(count(before, 'afterSaleRefund') + 1);
  });
});

describe('取消订单 of a paid order', () => {
  it('cancels a credit order awaiting shipment through staff: stock back on approval, the quota back once on refund', async () => {
    const before = { quota: await quota(demoCompany), first: await inventory(goodsId) };
    const secondStock = await inventory(secondGoodsId);
    const order = await placeOrder(
      'demo',
      [
        { id: goodsId, quantity: 2 },
        { id: secondGoodsId, quantity: 1 },
      ],
      2,
    );
    const placed = await orderRow(order.orderId);
    const charged = Number(placed.total_amount);
    expect(await quota(demoCompany)).toBe(before.quota - charged);

    const asked = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '项目取消' },
    });
    expect(asked).toMatchObject({ code: 0, msg: '订单已付款，取消申请已提交售后审核，通过后退款' });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 1 });
    const requests = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('order_item_id')
      .execute();
    expect(requests.map((row) => [row.order_item_id, row.after_sale_type, row.status, row.goods_quantity])).toEqual([
      [order.lineIds[0], 4, 1, 2],
      [order.lineIds[1], 4, 1, 1],
    ]);
    expect(requests.every((row) => row.remark === '项目取消' && row.delivery_center === '')).toBe(true);
    // Nothing is cancelled twice.
    const again = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '再取消' },
    });
    expect(again.code).toBe(Code.refused);
    expect(
      await t.db.selectFrom('after_sale').select('id').where('order_id', '=', order.orderId).execute(),
    ).toHaveLength(2);

    // Shipping waits for the request.
    const ship = await shipByStaff(order.orderId);
    expect(ship).toMatchObject({ code: Code.conflict, msg: '订单有待审核的取消申请，请先处理后再发货' });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 1, is_send: 0 });

    // The first line approved: its stock is back, the order still open.
    const [first, second] = requests as [(typeof requests)[0], (typeof requests)[0]];
    expect(await act(first.id, 'approve', 'service', { seen: '1' })).toMatchObject({
      code: 0,
      data: { status: 3, actions: ['refund'] },
    });
    expect(await inventory(goodsId)).toBe(before.first);
    expect(await inventory(secondGoodsId)).toBe(secondStock - 1);
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 1 });
    expect((await smsAbout(DEMO_MOBILE, first.after_sale_no))[0]).toBe(
      `【采购商城】您的售后申请${first.after_sale_no}已审核通过。我们将尽快为您退款。`,
    );
    // Every line approved: the order is cancelled.
    await done(second.id, 'approve', 'service');
    expect(await inventory(secondGoodsId)).toBe(secondStock);
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 4, cancel_reason: '项目取消' });
    const events = await t.db.selectFrom('order_event').select('kind').where('order_id', '=', order.orderId).execute();
    expect(events.filter((event) => event.kind === 'cancelled')).toHaveLength(1);
    expect(await quota(demoCompany)).toBe(before.quota - charged);

    // The refunds bring the quota back, each once, never more than was charged.
    for (const request of [first, second]) {
      const amount = moneyToText(request.refund_amount as Money, 2);
      expect((await act(request.id, 'refund', 'finance', { seen: '3', amount })).code).toBe(0);
      expect((await act(request.id, 'refund', 'finance', { seen: '3', amount })).code).toBe(Code.conflict);
    }
    expect(await quota(demoCompany)).toBe(before.quota);
    expect(Number(first.refund_amount) + Number(second.refund_amount)).toBe(charged);
    expect(await t.db.selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute()).toHaveLength(
      2,
    );
  });

  it("cancels an offline order once staff confirmed its transfer; its refund needs the bank's reference", async () => {
    const order = await placeOrder('demo', [{ id: goodsId, quantity: 1 }], 1);
    await confirmPaid(t, order.orderNo);
    const reply = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '下错单' },
    });
    expect(reply).toMatchObject({ code: 0, msg: '订单已付款，取消申请已提交售后审核，通过后退款' });
    const request = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    await done(request.id, 'approve', 'service');
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 4 });
    const amount = moneyToText(request.refund_amount as Money, 2);
    expect((await act(request.id, 'refund', 'finance', { seen: '3', amount })).code).toBe(Code.invalid);
    expect(
      (await act(request.id, 'refund', 'finance', { seen: '3', amount, date: '2026-11-23', serial: 'BANK0001' })).code,
    ).toBe(0);
    expect(await refundsOf(request.id)).toMatchObject([{ route: 'transfer', serial: 'BANK0001' }]);
  });

  it('never refunds more than the order was paid, though each line is rounded to the fen on its own', async () => {
    // Two goods at ¥0.0050: each line rounds to ¥0.01, the order of both to ¥0.01 as well.
    const cheap = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>=', 1000)
      .where('id', 'not in', [goodsId, secondGoodsId])
      .orderBy('id')
      .limit(2)
      .execute();
    await t.db
      .updateTable('goods')
      .set({ sale_price: 50 })
      .where(
        'id',
        'in',
        cheap.map((goods) => goods.id),
      )
      .execute();
    const before = await quota(demoCompany);
    const order = await placeOrder(
      'demo',
      cheap.map((goods) => ({ id: goods.id, quantity: 1 })),
      2,
    );
    expect(Number((await orderRow(order.orderId)).total_amount)).toBe(100);
    expect(await quota(demoCompany)).toBe(before - 100);
    await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '取消' },
    });
    const requests = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    expect(requests.map((row) => Number(row.refund_amount))).toEqual([100, 100]);
    for (const request of requests) await done(request.id, 'approve', 'service');
    expect((await act(requests[0]!.id, 'refund', 'finance', { seen: '3', amount: '0.01' })).code).toBe(0);
    expect(await quota(demoCompany)).toBe(before);
    expect(await act(requests[1]!.id, 'refund', 'finance', { seen: '3', amount: '0.01' })).toMatchObject({
      code: Code.refused,
      msg: '退款金额不能超过可退金额0.00元',
    });
    expect(await quota(demoCompany)).toBe(before);
    expect(await afterSaleRow(requests[1]!.id)).toMatchObject({ status: 3 });
    expect(await refundsOf(requests[1]!.id)).toEqual([]);
  });

  it('still cancels an unpaid order at once, opening nothing', async () => {
    const order = await placeOrder('demo', [{ id: goodsId, quantity: 1 }], 1);
    const stock = await inventory(goodsId);
    const reply = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '不需要了' },
    });
    expect(reply).toMatchObject({ code: 0, msg: '订单已取消' });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 4 });
    expect(await inventory(goodsId)).toBe(stock + 1);
    expect(await t.db.selectFrom('after_sale').select('id').where('order_id', '=', order.orderId).execute()).toEqual(
      [],
    );
  });

  it('refuses to approve a cancel of an order that has shipped meanwhile, changing nothing', async () => {
    const order = await placeOrder('demo', [{ id: goodsId, quantity: 1 }], 2);
    await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '取消' },
    });
    const request = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    // The warehouse's parcel left as the request came in (as a shipment from before this rule would).
    await t.db
      .updateTable('orders')
      .set({ order_status: 2, is_send: 1, send_time: t.clock.now() })
      .where('id', '=', order.orderId)
      .execute();
    const stock = await inventory(goodsId);
    const refused = await act(request.id, 'approve', 'service', { seen: '1' });
    expect(refused).toMatchObject({
      code: Code.conflict,
      msg: '订单已发货，不能按取消处理，请驳回后由客户申请退货',
    });
    expect(await afterSaleRow(request.id)).toMatchObject({ status: 1 });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 2 });
    expect(await inventory(goodsId)).toBe(stock);
    expect(await auditOf(request.id)).toEqual([]);
    expect(await smsAbout(DEMO_MOBILE, request.after_sale_no)).toEqual([]);
    // Rejected, the line is free again: the buyer's cancel of the shipped order is now a return.
    await done(request.id, 'reject', 'service', { reason: '订单已发货，请申请退货' });
    const asReturn = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '取消' },
    });
    expect(asReturn).toMatchObject({ code: 0, msg: '订单已发货，已为您提交退货申请，审核通过后请寄回商品' });
  });

  it('decides a paid order’s cancel for the whole order, never for some lines while the rest ship', async () => {
    const order = await placeOrder(
      'demo',
      [
        { id: goodsId, quantity: 1 },
        { id: secondGoodsId, quantity: 1 },
      ],
      2,
    );
    const asked = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '取消' },
    });
    expect(asked.code).toBe(0);
    const [first, second] = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    // One line rejected: the other can no longer be approved alone.
    await done(second!.id, 'reject', 'service', { reason: '该商品已备货' });
    const stock = await inventory(goodsId);
    expect(await act(first!.id, 'approve', 'service', { seen: '1' })).toMatchObject({
      code: Code.conflict,
      msg: '同一订单的取消申请须整单处理，不能只取消或保留部分商品',
    });
    expect(await inventory(goodsId)).toBe(stock);
    expect(await afterSaleRow(first!.id)).toMatchObject({ status: 1 });

    // Asked again for the whole order: one line approved, the other cannot then be rejected or withdrawn.
    await done(first!.id, 'reject', 'service', { reason: '请整单重新申请' });
    expect(
      (
        await t.call('POST', '/rest/order/cancel', {
          token: buyers.demo,
          body: { orderId: order.orderId, reason: '取消' },
        })
      ).code,
    ).toBe(0);
    const [third, fourth] = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    await done(third!.id, 'approve', 'service');
    expect((await act(fourth!.id, 'reject', 'service', { seen: '1', reason: '不同意' })).code).toBe(Code.conflict);
    expect((await buyerStep(buyers.demo, 'withdraw', fourth!.id)).code).toBe(Code.conflict);
    await done(fourth!.id, 'approve', 'service');
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 4 });
  });

  it('ends a shipped order whose cancel came back whole and was refunded: cancelled, no 确认收货 left', async () => {
    const order = await shippedOrder('demo', [{ id: goodsId, quantity: 2 }], 2);
    const before = await quota(demoCompany);
    const asReturn = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.orderId, reason: '拒收' },
    });
    expect(asReturn.code).toBe(0);
    const request = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ after_sale_type: 1, goods_quantity: 2 });
    await done(request.id, 'approve', 'service');
    await done(request.id, 'receive', 'warehouse', { note: '客户拒收，原样退回' });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 2 });
    await done(request.id, 'refund', 'finance', { amount: moneyToText(request.refund_amount as Money, 2) });
    expect(await orderRow(order.orderId)).toMatchObject({ order_status: 4, cancel_reason: '拒收' });
    expect(await quota(demoCompany)).toBe(before + Number(request.refund_amount));
    const receive = await t.call('POST', `/rest/order/recevice/${order.orderId}`, { token: buyers.demo });
    expect(receive.code).toBe(Code.conflict);
  });

  it('never leaves an order shipped with a cancel waiting, when the cancel and the shipment come at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder('demo', [{ id: goodsId, quantity: 1 }], 2);
      const [cancelled, shipped] = await Promise.all([
        t.call('POST', '/rest/order/cancel', {
          token: buyers.demo,
          body: { orderId: order.orderId, reason: '取消' },
        }),
        shipByStaff(order.orderId),
      ]);
      const status = (await orderRow(order.orderId)).order_status;
      const waiting = await t.db
        .selectFrom('after_sale')
        .select('after_sale_type')
        .where('order_id', '=', order.orderId)
        .where('status', '=', 1)
        .execute();
      if (shipped.code === 0) {
        expect(status).toBe(2);
        // The cancel came second: read after the shipment it is a return; read before, the order
        // it read is gone and it is refused.
        if (cancelled.code === 0) expect(waiting.map((row) => row.after_sale_type)).toEqual([1]);
        else expect([cancelled.code, waiting]).toEqual([Code.conflict, []]);
      } else {
        expect(shipped.code).toBe(Code.conflict);
        expect(cancelled.code).toBe(0);
        expect(status).toBe(1);
        expect(waiting.map((row) => row.after_sale_type)).toEqual([4]);
      }
    }
  });
});
