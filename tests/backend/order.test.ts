import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import type { OrderCounts } from '../../common/areas/orders/order.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { FillOrder, SubmitResult } from '../../common/areas/orders/order-types.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { afterSaleStep, confirmPaid, shipOrder } from './console-steps.ts';
import { payable, type Money } from '../../common/money.ts';
import { quotaOf, setQuota } from './credit.ts';

/**
 * The buying loop through the REST contract: settle, fill, submit (offline and
 * credit), Buy Now, the order list and detail, staff payment and shipping,
 * receipt, reviews, cancel and delete, purchase approval, and the stock race.
 */
let t: TestBackend;
let demo: string;
let approver: string;
let buyer: string;
let other: string;
let demoCompany: number;
let otherCompany: number;
let address: number;
let header: number;
let otherAddress: number;
let goodsId: number;
/** Who each token belongs to. */
const tokens = new Map<string, string>();

async function goodsRow(id: number) {
  return t.db
    .selectFrom('goods')
    .select(['inventory', 'sale_count', 'sale_price'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const quota = (companyId: number) => quotaOf(t.db, companyId);

async function orderCount() {
  const row = await t.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A fresh cart line of exactly `quantity` (an earlier line of the same goods is removed first). */
async function addToCart(token: string, id: number, quantity: number) {
  const account = await t.db
    .selectFrom('session')
    .select('account_id')
    .orderBy('id', 'desc')
    .where(
      'account_id',
      'in',
      t.db
        .selectFrom('account')
        .select('id')
        .where('username', '=', tokens.get(token) ?? ''),
    )
    .executeTakeFirstOrThrow();
  await t.db.deleteFrom('cart_item').where('account_id', '=', account.account_id).where('goods_id', '=', id).execute();
  const reply = await t.call('POST', '/rest/car/add', { token, body: { goodsId: id, quantity } });
  expect(reply.code).toBe(0);
  const line = await t.db
    .selectFrom('cart_item')
    .select('id')
    .where('account_id', '=', account.account_id)
    .where('goods_id', '=', id)
    .executeTakeFirstOrThrow();
  return line.id;
}

async function settle(token: string, carIds: number[]) {
  const reply = await t.call<number>('POST', '/rest/order/settle', { token, body: { carIds } });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

async function buyNow(token: string, id: number, quantity = 1) {
  const reply = await t.call<number>('POST', '/rest/order/buyGoods', { token, body: { goodsId: id, quantity } });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

function submit(token: string, uuId: number, payTypeId = 1, choices: Record<string, unknown> = {}) {
  return t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: { uuId, payTypeId, consigneeId: address, invoiceHeader: header, ...choices },
  });
}

async function orderOf(orderId: number) {
  return t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await startBackend();
  const signIn = async (username: string, password?: string) => {
    const token = await t.login(username, password);
    tokens.set(token, username);
    return token;
  };
  demo = await signIn('demo');
  approver = await signIn('demo_approver');
  buyer = await signIn('demo_buyer');
  other = await signIn('other', 'Other12345');
  demoCompany = await companyOf(t, 'demo');
  otherCompany = await companyOf(t, 'other');
  ({ address, header } = await deliveryFor(t, demoCompany));
  ({ address: otherAddress } = await deliveryFor(t, otherCompany));
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('settle and fillOrder', () => {
  it('turns chosen cart lines into a settlement priced by the server', async () => {
    const carId = await addToCart(demo, goodsId, 3);
    const uuId = await settle(demo, [carId]);
    const fill = await t.call<FillOrder>('POST', '/rest/order/fillOrder', { token: demo, body: { uuId } });
    expect(fill.code).toBe(0);
    const { sale_price } = await goodsRow(goodsId);
    expect(fill.data.goodsList).toEqual([
      expect.objectContaining({ goodsId, quantity: 3, salePrice: Number(sale_price) / 10_000 }),
    ]);
    expect(Math.round(fill.data.totalAmount * 10_000)).toBe(Number(sale_price) * 3);
    expect(fill.data.payModeList.map((mode) => mode.name)).toEqual(['线下支付', '账期支付']);
    expect(fill.data.invoiceHeader?.id).toBe(header);
    expect(fill.data.submitted).toBeNull();
  });

  it('asks to select data when nothing is chosen', async () => {
    const reply = await t.call('POST', '/rest/order/settle', { token: demo, body: {} });
    expect(reply).toMatchObject({ code: Code.invalid, msg: '请选择数据' });
  });

  it("answers 'not found' for another account's cart lines and settlements", async () => {
    const carId = await addToCart(demo, goodsId, 1);
    expect((await t.call('POST', '/rest/order/settle', { token: other, body: { carIds: [carId] } })).code).toBe(
      Code.notFound,
    );
    const uuId = await settle(demo, [carId]);
    expect((await t.call('POST', '/rest/order/fillOrder', { token: other, body: { uuId } })).code).toBe(Code.notFound);
  });

  it('needs a token', async () => {
    expect((await t.call('POST', '/rest/order/settle', { body: { carIds: [1] } })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/order/myOrder')).code).toBe(Code.tokenInvalid);
  });
});

describe('submitOrder', () => {
  it('names the first missing choice and writes nothing', async () => {
    const uuId = await buyNow(demo, goodsId);
    const before = await orderCount();
    const noPay = await t.call('POST', '/rest/order/submitOrder', { token: demo, body: { uuId } });
    expect(noPay).toMatchObject({ code: Code.invalid, msg: '请选择支付方式' });
    const noAddress = await t.call('POST', '/rest/order/submitOrder', { token: demo, body: { uuId, payTypeId: 1 } });
    expect(noAddress.msg).toBe('请选择收货地址');
    const noInvoice = await t.call('POST', '/rest/order/submitOrder', {
      token: demo,
      body: { uuId, payTypeId: 1, consigneeId: address },
    });
    expect(noInvoice.msg).toBe('请填写发票抬头信息');
    const badPay = await submit(demo, uuId, 7);
    expect(badPay.msg).toBe('请选择支付方式');
    const foreignAddress = await submit(demo, uuId, 1, { consigneeId: otherAddress });
    expect(foreignAddress).toMatchObject({ code: Code.refused, msg: '请选择收货地址' });
    expect(await orderCount()).toBe(before);
  });

  it('places an offline order once, however often it is submitted, reserving stock and emptying the cart lines', async () => {
    const carId = await addToCart(demo, goodsId, 2);
    const uuId = await settle(demo, [carId]);
    const stock = await goodsRow(goodsId);
    const before = await orderCount();
    const replies = await Promise.all([submit(demo, uuId), submit(demo, uuId), submit(demo, uuId)]);
    for (const reply of replies) expect(reply.code, reply.msg).toBe(0);
    expect(new Set(replies.map((reply) => reply.data.orderId)).size).toBe(1);
    expect(replies[0]!.data.paymentType).toBe(2);
    expect(await orderCount()).toBe(before + 1);
    const order = await orderOf(replies[0]!.data.orderId);
    expect(order).toMatchObject({ order_status: 0, is_pay: 0, pay_type_id: 1, consignee: '张三' });
    expect(order.order_no).toMatch(/^CG\d{8}\d{6}$/);
    const after = await goodsRow(goodsId);
    expect(after.inventory).toBe(stock.inventory - 2);
    expect(Number(after.sale_count)).toBe(Number(stock.sale_count) + 2);
    expect(await t.db.selectFrom('cart_item').select('id').where('id', '=', carId).executeTakeFirst()).toBeUndefined();
  });

  it('answers a repeated submit by cart lines alone with the same order', async () => {
    const carId = await addToCart(demo, goodsId, 1);
    const body = { carIds: [carId], payTypeId: 1, consigneeId: address, invoiceHeader: header };
    const first = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', { token: demo, body });
    const again = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', { token: demo, body });
    expect(first.code, first.msg).toBe(0);
    expect(again.data.orderId).toBe(first.data.orderId);
  });

  it('pays a credit-term order from the quota at once, and refuses when the quota is short', async () => {
    const quotaBefore = await quota(demoCompany);
    const uuId = await buyNow(demo, goodsId, 2);
    const reply = await submit(demo, uuId, 2);
    expect(reply.code, reply.msg).toBe(0);
    const order = await orderOf(reply.data.orderId);
    expect(order).toMatchObject({ order_status: 1, is_pay: 1 });
    expect(await quota(demoCompany)).toBe(quotaBefore - Number(order.total_amount));

    await setQuota(t.db, demoCompany, 100);
    const stock = await goodsRow(goodsId);
    const before = await orderCount();
    const short = await submit(demo, await buyNow(demo, goodsId, 5), 2);
    expect(short.code).toBe(Code.refused);
    expect(short.msg).toMatch(/^账期额度不足/);
    expect(await orderCount()).toBe(before);
    expect((await goodsRow(goodsId)).inventory).toBe(stock.inventory);
    expect(await quota(demoCompany)).toBe(100);
    await setQuota(t.db, demoCompany, quotaBefore);
  });

  it('submits Buy Now through submitOrderBuy', async () => {
    const reply = await t.call<SubmitResult>('POST', '/rest/order/submitOrderBuy', {
      token: demo,
      body: { goodsId, quantity: 1, payTypeId: 1, consigneeId: address, invoiceHeader: header },
    });
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.paymentType).toBe(2);
    const items = await t.db.selectFrom('order_item').selectAll().where('order_id', '=', reply.data.orderId).execute();
    expect(items).toEqual([expect.objectContaining({ goods_id: goodsId, goods_quantity: 1 })]);
  });
});

describe('orders: list, detail, payment, shipping, receipt, reviews', () => {
  let orderId: number;
  let orderNo: string;

  beforeAll(async () => {
    const reply = await submit(demo, await buyNow(demo, goodsId, 4));
    orderId = reply.data.orderId;
    orderNo = (await orderOf(orderId)).order_no;
  });

  it('lists orders newest first, by tab and by number', async () => {
    const all = await t.call<{ list: { id: number }[]; total: number }>('GET', '/rest/order/myOrder', { token: demo });
    expect(all.data.list[0]!.id).toBe(orderId);
    const unpaid = await t.call<{ list: { isPay: number }[] }>('GET', '/rest/order/myOrder', {
      token: demo,
      query: { isPay: '0' },
    });
    expect(unpaid.data.list.every((order) => order.isPay === 0)).toBe(true);
    const found = await t.call<{ list: { orderNo: string }[]; total: number }>('GET', '/rest/order/myOrder', {
      token: demo,
      query: { orderNo },
    });
    expect(found.data).toMatchObject({ total: 1, list: [{ orderNo }] });
    const theirs = await t.call<{ total: number }>('GET', '/rest/order/myOrder', { token: other });
    expect(theirs.data.total).toBe(0);
  });

  it("shows the detail and pay page to the company, and 'not found' to anyone else", async () => {
    const info = await t.call<{ orderNo: string; purchaser: string; areaName: string }>(
      'GET',
      `/rest/order/info/${orderId}`,
      {
        token: approver,
      },
    );
    expect(info.data).toMatchObject({ orderNo, purchaser: 'demo', areaName: '上海市浦东新区' });
    const pay = await t.call<{ amount: number; payee: { accountName: string } }>(
      'GET',
      `/rest/order/payPage/${orderId}`,
      {
        token: demo,
      },
    );
    expect(pay.data.amount).toBeGreaterThan(0);
    expect(pay.data.payee.accountName).toBeTruthy();
    expect((await t.call('GET', `/rest/order/info/${orderId}`, { token: other })).code).toBe(Code.notFound);
    expect((await t.call('GET', `/rest/order/payPage/${orderId}`, { token: other })).code).toBe(Code.notFound);
    expect((await t.call('GET', '/rest/order/info/abc', { token: demo })).code).toBe(Code.notFound);
  });

  it('cannot be received before it ships, nor reviewed before it is received', async () => {
    expect((await t.call('POST', `/rest/order/recevice/${orderId}`, { token: demo })).code).toBe(Code.conflict);
    const review = await t.call('POST', '/rest/order/evaluate', {
      token: demo,
      body: { orderId, goodsId, rating: 5, content: '好' },
    });
    expect(review.msg).toBe('确认收货后才能评价');
  });

  it('moves through staff payment and shipping to receipt, with every step on the logistics timeline', async () => {
    await confirmPaid(t, orderNo);
    await expect(confirmPaid(t, orderNo)).rejects.toThrow('actionNotAllowed');
    t.clock.advance(60_000);
    await shipOrder(t, orderNo, '顺丰速运', 'SF1234567890');
    expect(await orderOf(orderId)).toMatchObject({
      order_status: 2,
      is_pay: 1,
      is_send: 1,
      tracking_no: 'SF1234567890',
    });
    t.clock.advance(60_000);
    expect((await t.call('POST', `/rest/order/recevice/${orderId}`, { token: other })).code).toBe(Code.notFound);
    const received = await t.call('POST', `/rest/order/recevice/${orderId}`, { token: demo });
    expect(received).toMatchObject({ code: 0, msg: '已确认收货' });
    expect(await orderOf(orderId)).toMatchObject({ order_status: 3, is_recevice: 1 });
    const timeline = await t.call<{ list: { kind: string; trackingNo: string | null }[] }>(
      'GET',
      `/rest/order/logistics/${orderId}`,
      { token: demo },
    );
    expect(timeline.data.list.map((event) => event.kind)).toEqual(['received', 'shipped', 'paid', 'placed']);
    expect(timeline.data.list[1]!.trackingNo).toBe('SF1234567890');
  });

  it('takes one review per goods line, shown on the goods', async () => {
    const bad = await t.call('POST', '/rest/order/evaluate', { token: demo, body: { orderId, goodsId, rating: 9 } });
    expect(bad).toMatchObject({ code: Code.invalid, msg: '请选择评分' });
    const body = { orderId, goodsId, rating: 4, content: '质量不错，发货很快' };
    expect((await t.call('POST', '/rest/order/evaluate', { token: other, body })).code).toBe(Code.notFound);
    expect(await t.call('POST', '/rest/order/evaluate', { token: demo, body })).toMatchObject({
      code: 0,
      msg: '评价成功',
    });
    expect((await t.call('POST', '/rest/order/evaluate', { token: demo, body })).msg).toBe('该商品已评价');
    const reviews = await t.call<{ list: { content: string; rating: number; username: string }[]; total: number }>(
      'GET',
      `/rest/goods/evaluate/${goodsId}`,
    );
    expect(reviews.data.total).toBe(1);
    expect(reviews.data.list[0]).toMatchObject({ content: '质量不错，发货很快', rating: 4, username: 'd***o' });
  });
});

describe('cancel and delete', () => {
  it('cancels with a reason, giving the stock back; only a cancelled order can be deleted', async () => {
    const stock = await goodsRow(goodsId);
    const { data } = await submit(demo, await buyNow(demo, goodsId, 6));
    expect((await goodsRow(goodsId)).inventory).toBe(stock.inventory - 6);
    expect((await t.call('POST', `/rest/order/delete/${data.orderId}`, { token: demo })).code).toBe(Code.conflict);
    const noReason = await t.call('POST', '/rest/order/cancel', { token: demo, body: { orderId: data.orderId } });
    expect(noReason).toMatchObject({ code: Code.invalid, msg: '请填写取消原因' });
    expect(
      (await t.call('POST', '/rest/order/cancel', { token: other, body: { orderId: data.orderId, reason: 'x' } })).code,
    ).toBe(Code.notFound);
    const cancelled = await t.call('POST', '/rest/order/cancel', {
      token: demo,
      body: { orderId: data.orderId, reason: '采购计划变更' },
    });
    expect(cancelled).toMatchObject({ code: 0, msg: '订单已取消' });
    expect((await goodsRow(goodsId)).inventory).toBe(stock.inventory);
    expect(
      (await t.call('POST', '/rest/order/cancel', { token: demo, body: { orderId: data.orderId, reason: 'again' } }))
        .code,
    ).toBe(Code.conflict);
    expect((await t.call('POST', `/rest/order/delete/${data.orderId}`, { token: demo })).msg).toBe('订单已删除');
    expect((await t.call('GET', `/rest/order/info/${data.orderId}`, { token: demo })).code).toBe(Code.notFound);
  });

  it('gives a credit-term charge back to the quota only once staff approve the cancel and record the refund', async () => {
    const before = await quota(demoCompany);
    const stock = await goodsRow(goodsId);
    const { data } = await submit(demo, await buyNow(demo, goodsId, 1), 2);
    const charged = await quota(demoCompany);
    expect(charged).toBeLessThan(before);
    // A credit order is paid at once: its cancel goes to after-sales vetting, nothing comes back yet.
    const asked = await t.call('POST', '/rest/order/cancel', {
      token: demo,
      body: { orderId: data.orderId, reason: '重复下单' },
    });
    expect(asked).toMatchObject({ code: 0, msg: '订单已付款，取消申请已提交售后审核，通过后退款' });
    expect(await orderOf(data.orderId)).toMatchObject({ order_status: 1 });
    expect(await quota(demoCompany)).toBe(charged);
    expect((await goodsRow(goodsId)).inventory).toBe(stock.inventory - 1);
    const requests = await t.db.selectFrom('after_sale').selectAll().where('order_id', '=', data.orderId).execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ after_sale_type: 4, status: 1, goods_quantity: 1, remark: '重复下单' });
    const request = requests[0]!.id;

    // Approved: the stock comes back and the order (its only line cancelled) is cancelled; the money not yet.
    await afterSaleStep(t, request, 'approve', { seen: '1' });
    expect(await orderOf(data.orderId)).toMatchObject({ order_status: 4, cancel_reason: '重复下单' });
    expect((await goodsRow(goodsId)).inventory).toBe(stock.inventory);
    expect(await quota(demoCompany)).toBe(charged);

    // The refund goes back to the quota, exactly once.
    await afterSaleStep(t, request, 'refund', { seen: '3', amount: (before - charged) as Money });
    expect(await quota(demoCompany)).toBe(before);
    await expect(afterSaleStep(t, request, 'refund', { amount: (before - charged) as Money })).rejects.toThrow(
      'actionNotAllowed',
    );
    expect(await quota(demoCompany)).toBe(before);
  });
});

describe('purchase approval', () => {
  it("sends a purchaser's order for approval, which an approver approves into an order", async () => {
    const before = await orderCount();
    const uuId = await buyNow(buyer, goodsId, 2);
    const reply = await submit(buyer, uuId);
    expect(reply).toMatchObject({ code: 0, msg: '采购单已提交审核', data: { paymentType: 1, orderId: uuId } });
    expect(await orderCount()).toBe(before);

    const mine = await t.call<{ list: { id: number; checkStatus: number }[] }>('GET', '/rest/order/purchase/page', {
      token: buyer,
    });
    expect(mine.data.list[0]).toMatchObject({ id: uuId, checkStatus: 1 });
    expect((await t.call('POST', `/rest/order/checkPass/${uuId}`, { token: buyer })).code).toBe(Code.roleNotAllowed);
    expect((await t.call('POST', `/rest/order/checkPass/${uuId}`, { token: other })).code).toBe(Code.notFound);
    expect((await t.call('GET', `/rest/order/purchase/info/${uuId}`, { token: other })).code).toBe(Code.notFound);

    const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${uuId}`, { token: approver });
    expect(approved.code, approved.msg).toBe(0);
    expect(await orderCount()).toBe(before + 1);
    const order = await orderOf(approved.data.orderId);
    expect(order.account_id).not.toBe(0);
    const info = await t.call<{ checkStatus: number; checker: string; orderId: number }>(
      'POST',
      `/rest/order/purchase/info/${uuId}`,
      { token: buyer },
    );
    expect(info.data).toMatchObject({ checkStatus: 2, checker: 'demo_approver', orderId: approved.data.orderId });
    // Approving twice makes no second order.
    expect((await t.call('POST', `/rest/order/checkPass/${uuId}`, { token: demo })).code).toBe(Code.conflict);
    expect(await orderCount()).toBe(before + 1);
  });

  it('rejects with a required reason; a rejected purchase makes no order', async () => {
    const uuId = await buyNow(buyer, goodsId, 1);
    await submit(buyer, uuId);
    const noReason = await t.call('POST', '/rest/order/checkUnPass', { token: demo, body: { purchaseId: uuId } });
    expect(noReason).toMatchObject({ code: Code.invalid, msg: '请填写驳回原因' });
    const rejected = await t.call('POST', '/rest/order/checkUnPass', {
      token: demo,
      body: { purchaseId: uuId, reason: '预算不足' },
    });
    expect(rejected).toMatchObject({ code: 0, msg: '采购单已驳回' });
    const info = await t.call<{ checkStatus: number; rejectReason: string; orderId: null }>(
      'GET',
      `/rest/order/purchase/info/${uuId}`,
      { token: buyer },
    );
    expect(info.data).toMatchObject({ checkStatus: 3, rejectReason: '预算不足', orderId: null });
  });

  it("keeps a purchaser's unsubmitted settlement its own, and shows approvers every submitted one", async () => {
    const draft = await buyNow(buyer, goodsId, 1);
    const own = await t.call<{ list: { id: number }[] }>('GET', '/rest/order/purchase/page', { token: buyer });
    expect(own.data.list.map((row) => row.id)).toContain(draft);
    const approverList = await t.call<{ list: { id: number; checkStatus: number }[] }>(
      'GET',
      '/rest/order/purchase/page',
      {
        token: approver,
      },
    );
    expect(approverList.data.list.map((row) => row.id)).not.toContain(draft);
    expect(approverList.data.list.every((row) => row.checkStatus > 0)).toBe(true);
    const outsiders = await t.call<{ total: number }>('GET', '/rest/order/purchase/page', { token: other });
    expect(outsiders.data.total).toBe(0);
  });

  it('lets a purchaser see only its own orders', async () => {
    const theirs = await t.call<{ list: { id: number }[]; total: number }>('GET', '/rest/order/myOrder', {
      token: buyer,
    });
    const company = await t.call<{ total: number }>('GET', '/rest/order/myOrder', { token: approver });
    expect(theirs.data.total).toBeGreaterThan(0);
    expect(company.data.total).toBeGreaterThan(theirs.data.total);
  });
});

describe('user home counts', () => {
  const counts = async (token: string) => {
    const reply = await t.call<OrderCounts>('GET', '/rest/order/counts', { token });
    expect(reply.code, reply.msg).toBe(0);
    return reply.data;
  };

  it('follows an order of two lines from payment to the last review, and an after-sale', async () => {
    // A company of its own, set up as a new customer would, so every count starts at 0.
    const { token, companyId } = await freshCompany(t);
    const added = await t.call<number>('POST', '/rest/address/add', {
      token,
      body: {
        consignee: '王五',
        province: '330000',
        city: '330100',
        county: '330106',
        address: '文三路90号',
        mobile: '13712345678',
      },
    });
    const invoice = await t.call<number>('POST', '/rest/invoiceHeader/add', {
      token,
      body: {
        invoiceType: '1',
        unitName: '新建测试有限公司',
        taxcode: '91330106MA2H3K4L5N',
        content: '商品明细',
        receive: '周五',
        mobile: '13712345678',
        email: 'fresh@example.com',
      },
    });
    expect([added.code, invoice.code]).toEqual([0, 0]);
    const second = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>=', 1000)
      .where('id', '!=', goodsId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const zero = {
      all: 0,
      awaitingPayment: 0,
      awaitingReceipt: 0,
      afterSale: 0,
      awaitingEvaluation: 0,
      awaitingApproval: 0,
    };
    expect(await counts(token)).toEqual(zero);

    for (const id of [goodsId, second.id])
      await t.call('POST', '/rest/car/add', { token, body: { goodsId: id, quantity: 1 } });
    const cart = await t.db
      .selectFrom('cart_item')
      .innerJoin('account', 'account.id', 'cart_item.account_id')
      .select('cart_item.id')
      .where('account.company_id', '=', companyId)
      .execute();
    const uuId = await settle(
      token,
      cart.map((line) => line.id),
    );
    const placed = await submit(token, uuId, 1, { consigneeId: added.data, invoiceHeader: invoice.data });
    expect(placed.code, placed.msg).toBe(0);
    const orderId = placed.data.orderId;
    const { order_no: orderNo } = await orderOf(orderId);
    expect(await counts(token)).toEqual({ ...zero, all: 1, awaitingPayment: 1 });

    await confirmPaid(t, orderNo);
    await shipOrder(t, orderNo, '顺丰速运', 'SF0000000001');
    expect(await counts(token)).toEqual({ ...zero, all: 1, awaitingReceipt: 1 });

    expect((await t.call('POST', `/rest/order/recevice/${orderId}`, { token })).code).toBe(0);
    expect(await counts(token)).toEqual({ ...zero, all: 1, awaitingEvaluation: 1 });

    // One line reviewed of two: the order still awaits evaluation.
    const review = (id: number) =>
      t.call('POST', '/rest/order/evaluate', { token, body: { orderId, goodsId: id, rating: 5, content: '好' } });
    expect((await review(goodsId)).code).toBe(0);
    expect(await counts(token)).toEqual({ ...zero, all: 1, awaitingEvaluation: 1 });
    expect((await review(second.id)).code).toBe(0);
    expect(await counts(token)).toEqual({ ...zero, all: 1 });

    // The 售后订单 tile counts after-sales still being worked on (states 1–4), not those closed (5–7).
    const lines = await t.db
      .selectFrom('order_item')
      .select(['id', 'total_amount'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const apply = async (orderItemId: number) => {
      const reply = await t.call<number>('POST', '/rest/aftersale/submit', {
        token,
        body: {
          orderItemId,
          afterSaleType: '1',
          goodsQuantity: 1,
          reason: 'quality',
          goodsStatus: '1',
          refundType: '1',
          returnType: '1',
          addressId: added.data,
        },
      });
      expect(reply.code, reply.msg).toBe(0);
      return reply.data;
    };
    const first = await apply(lines[0]!.id);
    expect(await counts(token)).toEqual({ ...zero, all: 1, afterSale: 1 });
    const withdrawn = await apply(lines[1]!.id);
    expect(await counts(token)).toEqual({ ...zero, all: 1, afterSale: 2 });
    expect((await t.call('POST', `/rest/aftersale/withdraw/${withdrawn}`, { token })).code).toBe(0);
    expect(await counts(token)).toEqual({ ...zero, all: 1, afterSale: 1 });
    await afterSaleStep(t, first, 'approve');
    await afterSaleStep(t, first, 'receive', { note: '包装完好' });
    expect(await counts(token)).toEqual({ ...zero, all: 1, afterSale: 1 });
    await afterSaleStep(t, first, 'refund', {
      amount: payable(Number(lines[0]!.total_amount) as Money),
      date: '2026-11-23',
      serial: 'RF0001',
    });
    expect(await counts(token)).toEqual({ ...zero, all: 1 });
  });

  it("counts purchases awaiting approval for the purchaser and the company's approvers, never another company", async () => {
    const [mainBefore, approverBefore, buyerBefore, otherBefore] = await Promise.all([
      counts(demo),
      counts(approver),
      counts(buyer),
      counts(other),
    ]);
    const draft = await buyNow(buyer, goodsId, 1);
    // A draft awaits nobody's approval yet.
    expect((await counts(buyer)).awaitingApproval).toBe(buyerBefore.awaitingApproval);
    expect((await submit(buyer, draft)).data.paymentType).toBe(1);
    expect((await counts(buyer)).awaitingApproval).toBe(buyerBefore.awaitingApproval + 1);
    expect((await counts(approver)).awaitingApproval).toBe(approverBefore.awaitingApproval + 1);
    expect((await counts(demo)).awaitingApproval).toBe(mainBefore.awaitingApproval + 1);
    expect(await counts(other)).toEqual(otherBefore);

    await t.call('POST', '/rest/order/checkUnPass', { token: demo, body: { purchaseId: draft, reason: '预算不足' } });
    expect((await counts(demo)).awaitingApproval).toBe(mainBefore.awaitingApproval);
    expect((await counts(buyer)).awaitingApproval).toBe(buyerBefore.awaitingApproval);
  });

  it("counts a purchaser's own orders only", async () => {
    const mine = await t.call<{ total: number }>('GET', '/rest/order/myOrder', { token: buyer });
    expect((await counts(buyer)).all).toBe(mine.data.total);
    expect((await counts(demo)).all).toBeGreaterThan(mine.data.total);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/rest/order/counts')).code).toBe(Code.tokenInvalid);
  });
});

describe('the stock race', () => {
  it('lets exactly 10 of 50 simultaneous orders have goods with stock 10', async () => {
    await t.db.updateTable('goods').set({ inventory: 10 }).where('id', '=', goodsId).execute();
    const settlements = [];
    for (let i = 0; i < 50; i++) settlements.push(await buyNow(demo, goodsId, 1));
    const before = await orderCount();
    const replies = await Promise.all(settlements.map((uuId) => submit(demo, uuId)));
    const won = replies.filter((reply) => reply.code === 0);
    expect(won).toHaveLength(10);
    for (const lost of replies.filter((reply) => reply.code !== 0)) {
      expect(lost).toMatchObject({ code: Code.conflict, msg: expect.stringMatching(/库存不足/) });
    }
    expect(await orderCount()).toBe(before + 10);
    expect((await goodsRow(goodsId)).inventory).toBe(0);
  });
});

describe('sessions', () => {
  it('refuses an expired token', async () => {
    const token = await t.login('demo');
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.call('GET', '/rest/order/myOrder', { token })).code).toBe(Code.tokenExpired);
  });
});
