import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { shipOrder } from './console-steps.ts';
import { quotaOf } from './credit.ts';

/**
 * The buying fixes: a credit-paid order is paid, not to be transferred for; amounts a buyer pays
 * are whole fen; the transition table refuses what an order's state does not allow.
 */
let t: TestBackend;
let demo: string;
let other: string;
let demoCompany: number;
let address: number;
let header: number;
let goodsId: number;

async function buyNow(token: string, id: number, quantity = 1) {
  const reply = await t.call<number>('POST', '/rest/order/buyGoods', { token, body: { goodsId: id, quantity } });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

async function submit(token: string, uuId: number, payTypeId: number) {
  const reply = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: { uuId, payTypeId, consigneeId: address, invoiceHeader: header },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

const orderOf = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const quota = () => quotaOf(t.db, demoCompany);

beforeAll(async () => {
  t = await startBackend();
  demo = await t.buyerToken('demo');
  other = await t.buyerToken('other');
  demoCompany = await companyOf(t, 'demo');
  ({ address, header } = await deliveryFor(t, demoCompany));
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('a credit-term order (item 1)', () => {
  it('answers that it is paid, and its pay page says so with the pay mode', async () => {
    const credit = await submit(demo, await buyNow(demo, goodsId), 2);
    expect(credit).toMatchObject({ paymentType: 2, isPay: 1 });
    const page = await t.call<{ isPay: number; payTypeId: number }>('GET', `/rest/order/payPage/${credit.orderId}`, {
      token: demo,
    });
    expect(page.data).toMatchObject({ isPay: 1, payTypeId: 2 });
    // Submitted again, it answers the same: paid.
    const offline = await submit(demo, await buyNow(demo, goodsId), 1);
    expect(offline).toMatchObject({ paymentType: 2, isPay: 0 });
    expect((await t.call('GET', `/rest/order/payPage/${credit.orderId}`, { token: other })).code).toBe(Code.notFound);
  });
});

describe('amounts a buyer pays are whole fen (item 4)', () => {
  it('rounds the order total, the amount to pay and the quota charge half-up to the fen; lines stay exact', async () => {
    // ¥0.1235 × 3 = ¥0.3705 exactly: ¥0.37 to pay (the half fen rounds up);
    // ¥0.1235 × 7 = ¥0.8645 exactly: ¥0.86 to pay.
    await t.db.updateTable('goods').set({ sale_price: 1235 }).where('id', '=', goodsId).execute();
    const before = await quota();
    const credit = await submit(demo, await buyNow(demo, goodsId, 3), 2);
    const order = await orderOf(credit.orderId);
    expect(Number(order.total_amount)).toBe(3700);
    expect(Number(order.actual_pay_amount)).toBe(3700);
    expect(await quota()).toBe(before - 3700);
    const line = await t.db
      .selectFrom('order_item')
      .select('total_amount')
      .where('order_id', '=', credit.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(line.total_amount)).toBe(3705);

    const uuId = await buyNow(demo, goodsId, 7);
    const fill = await t.call<{ totalAmount: number; goodsList: { totalAmount: number }[] }>(
      'POST',
      '/rest/order/fillOrder',
      { token: demo, body: { uuId } },
    );
    expect(fill.data.totalAmount).toBe(0.86);
    expect(fill.data.goodsList[0]!.totalAmount).toBe(0.8645);
    const offline = await submit(demo, uuId, 1);
    const page = await t.call<{ amount: number }>('GET', `/rest/order/payPage/${offline.orderId}`, { token: demo });
    expect(page.data.amount).toBe(0.86);
    const info = await t.call<{ totalAmount: number }>('GET', `/rest/order/info/${offline.orderId}`, { token: demo });
    expect(info.data.totalAmount).toBe(0.86);
  });
});

describe('the transition table decides (item 3)', () => {
  it('turns a cancel after shipping into a return: the order stays shipped, a second cancel has nothing left', async () => {
    const placed = await submit(demo, await buyNow(demo, goodsId, 2), 2);
    const { order_no: orderNo } = await orderOf(placed.orderId);
    await shipOrder(t, orderNo);
    const charged = await quota();
    const cancelled = await t.call('POST', '/rest/order/cancel', {
      token: demo,
      body: { orderId: placed.orderId, reason: '不需要了' },
    });
    expect(cancelled).toMatchObject({ code: 0, msg: '订单已发货，已为您提交退货申请，审核通过后请寄回商品' });
    const order = await orderOf(placed.orderId);
    expect(order).toMatchObject({ order_status: 2, is_send: 1, is_recevice: 0, cancel_reason: null });
    const returns = await t.db.selectFrom('after_sale').selectAll().where('order_id', '=', placed.orderId).execute();
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({
      after_sale_type: 1,
      status: 1,
      goods_quantity: 2,
      remark: '不需要了',
      return_type: '1',
      refund_type: '1',
      shipper: order.consignee,
      mobile: order.mobile,
      address: order.address,
    });
    // Nothing is refunded until the goods come back.
    expect(await quota()).toBe(charged);

    const again = await t.call('POST', '/rest/order/cancel', {
      token: demo,
      body: { orderId: placed.orderId, reason: '再取消' },
    });
    expect(again).toMatchObject({ code: Code.refused, msg: '订单的商品已全部在售后处理中，无需再次取消' });
    expect(
      await t.db.selectFrom('after_sale').select('id').where('order_id', '=', placed.orderId).execute(),
    ).toHaveLength(1);
    await expect(shipOrder(t, orderNo)).rejects.toThrow('actionNotAllowed');
    // The parcel still arrives: the buyer may sign for it, and the return goes on.
    expect((await t.call('POST', `/rest/order/recevice/${placed.orderId}`, { token: demo })).code).toBe(0);
    expect((await t.call('POST', `/rest/order/delete/${placed.orderId}`, { token: demo })).code).toBe(Code.conflict);
  });

  it('refuses to receive, cancel again or ship an order cancelled with its shipped flag set', async () => {
    // Before decision 18 a shipped order could be cancelled outright; such orders keep isSend 1.
    const placed = await submit(demo, await buyNow(demo, goodsId), 2);
    const { order_no: orderNo } = await orderOf(placed.orderId);
    await shipOrder(t, orderNo);
    await t.db
      .updateTable('orders')
      .set({ order_status: 4, cancel_reason: '不需要了', cancel_time: t.clock.now() })
      .where('id', '=', placed.orderId)
      .execute();

    const received = await t.call('POST', `/rest/order/recevice/${placed.orderId}`, { token: demo });
    expect(received.code).toBe(Code.conflict);
    const again = await t.call('POST', '/rest/order/cancel', {
      token: demo,
      body: { orderId: placed.orderId, reason: '再取消' },
    });
    expect(again.code).toBe(Code.conflict);
    expect(await orderOf(placed.orderId)).toMatchObject({ order_status: 4, is_recevice: 0, cancel_reason: '不需要了' });
    expect(await t.db.selectFrom('after_sale').select('id').where('order_id', '=', placed.orderId).execute()).toEqual(
      [],
    );
    await expect(shipOrder(t, orderNo)).rejects.toThrow('actionNotAllowed');
    // Delete is what a cancelled order allows.
    expect((await t.call('POST', `/rest/order/delete/${placed.orderId}`, { token: demo })).code).toBe(0);
  });

  it('refuses to delete an order that is not cancelled', async () => {
    const placed = await submit(demo, await buyNow(demo, goodsId), 1);
    expect((await t.call('POST', `/rest/order/delete/${placed.orderId}`, { token: demo })).code).toBe(Code.conflict);
    expect(await orderOf(placed.orderId)).toMatchObject({ deleted: 0 });
  });
});

describe('goods out of stock (item 2)', () => {
  it('refuses add-to-cart, Buy Now and a checkout of goods with stock 0 with a clear message, writing nothing', async () => {
    const empty = await t.db
      .selectFrom('goods')
      .select(['id', 'goods_name', 'quantity'])
      .where('on_sale', '=', 1)
      .where('id', '!=', goodsId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const carIdBefore = await t.call<number>('POST', '/rest/car/add', {
      token: demo,
      body: { goodsId: empty.id, quantity: empty.quantity },
    });
    expect(carIdBefore.code, carIdBefore.msg).toBe(0);
    await t.db.updateTable('goods').set({ inventory: 0 }).where('id', '=', empty.id).execute();

    const added = await t.call('POST', '/rest/car/add', {
      token: demo,
      body: { goodsId: empty.id, quantity: empty.quantity },
    });
    expect(added).toMatchObject({ code: Code.refused, msg: '该商品暂时缺货，无法购买' });
    const bought = await t.call('POST', '/rest/order/buyGoods', {
      token: demo,
      body: { goodsId: empty.id, quantity: empty.quantity },
    });
    expect(bought).toMatchObject({ code: Code.refused, msg: '该商品暂时缺货，无法购买' });

    const cart = await t.call<{ id: number; goodsId: number; inventory: number; quantity: number }[]>(
      'GET',
      '/rest/car/my',
      {
        token: demo,
      },
    );
    const line = cart.data.find((item) => item.goodsId === empty.id)!;
    expect(line).toMatchObject({ inventory: 0, quantity: empty.quantity });
    const purchases = async () =>
      Number(
        (
          await t.db
            .selectFrom('purchase')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await purchases();
    const settled = await t.call('POST', '/rest/order/settle', { token: demo, body: { carIds: [line.id] } });
    expect(settled.code).toBe(Code.refused);
    expect(settled.msg).toContain('暂时缺货');
    expect(await purchases()).toBe(before);
  });
});

describe('a rejected purchase is changed and resubmitted by its purchaser (item 8)', () => {
  it('goes back to awaiting approval with the new quantities, pay mode and total; nobody else may', async () => {
    const buyer = await t.buyerToken('demo_buyer');
    const approver = await t.buyerToken('demo_approver');
    const uuId = await buyNow(buyer, goodsId, 2);
    await submit(buyer, uuId, 1);
    const body = { payTypeId: 2, consigneeId: address, invoiceHeader: header, goodsId: [goodsId], quantity: [5] };
    // Awaiting approval it cannot be resubmitted.
    const early = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, { token: buyer, body });
    expect(early.code).toBe(Code.conflict);
    const rejected = await t.call('POST', '/rest/order/checkUnPass', {
      token: approver,
      body: { purchaseId: uuId, reason: '数量不对' },
    });
    expect(rejected.code, rejected.msg).toBe(0);

    // Bad input: a quantity below 1, a goods not in the purchase; nothing changes.
    const bad = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, {
      token: buyer,
      body: { ...body, quantity: [0] },
    });
    expect(bad.code).toBe(Code.invalid);
    const foreign = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, {
      token: buyer,
      body: { ...body, goodsId: [goodsId + 1] },
    });
    expect(foreign.code).toBe(Code.notFound);
    // Not its purchaser: the approver, the main account, another company.
    for (const token of [approver, demo, other]) {
      const reply = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, { token, body });
      expect(reply.code).toBe(Code.notFound);
    }
    const unchanged = await t.db.selectFrom('purchase').selectAll().where('id', '=', uuId).executeTakeFirstOrThrow();
    expect(unchanged).toMatchObject({ check_status: 3, pay_type_id: 1, quantity: 2 });

    const again = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, { token: buyer, body });
    expect(again.code, again.msg).toBe(0);
    const info = await t.call<{ checkStatus: number; payTypeId: number; goodsList: { quantity: number }[] }>(
      'GET',
      `/rest/order/purchase/info/${uuId}`,
      { token: approver },
    );
    expect(info.data).toMatchObject({ checkStatus: 1, payTypeId: 2, goodsList: [{ quantity: 5 }] });
    const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${uuId}`, { token: approver });
    expect(approved.code, approved.msg).toBe(0);
    const order = await orderOf(approved.data.orderId);
    expect(order).toMatchObject({ pay_type_id: 2, is_pay: 1 });
  });
});
