import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AfterSaleApplyInfo,
  AfterSaleListItem,
  AfterSaleRecord,
} from '../../common/areas/after-sales/after-sale.ts';
import type { ConsoleAfterSale, ConsoleAfterSaleDetail } from '../../common/areas/after-sales/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { ConsoleOrderDetail, Todo } from '../../common/areas/staff/console.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { moneyToText, payable, type Money } from '../../common/money.ts';
import { shanghaiDate } from '../../common/time.ts';
import { companyOf } from './company-of.ts';
import { addOtherHeader, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { holdQuantity } from '../../backend/areas/after-sales/ledger.ts';
import { pdfText } from './pdf-text.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { formIdOf, uploadedPng } from './uploads.ts';
import { confirmPaid, shipOrder } from './console-steps.ts';
import { quotaOf } from './credit.ts';

/**
 * After-sales through the REST contract: what a line allows and until when, applying
 * (the quantity ledger, evidence, who may), the buyer's list, detail and steps, the staff's steps
 * with their roles, SMS and audit rows, refunds recorded once, and a paid order's cancel. On
 * PostgreSQL (TEST_DATABASE_URL) the parallel requests really run in parallel.
 */
let t: TestBackend;
const buyers: Record<'demo' | 'reviewer' | 'buyer' | 'other', string> = {
  demo: '',
  reviewer: '',
  buyer: '',
  other: '',
};
const staff: Record<string, string> = {};
let demoCompany: number;
let otherCompany: number;
let demoAddress: number;
let demoHeader: number;
let otherAddress: number;
let otherHeader: number;
let goodsId: number;
let secondGoodsId: number;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_MOBILE = '13800000000';
const BUYER_MOBILE = '13800000002';
/** A typed pickup address in Shanghai, Pudong (the region table's national codes). */
const TYPED_ADDRESS = {
  shipper: '赵六',
  mobile: '13711112222',
  province: '310000',
  city: '310100',
  county: '310115',
  address: '张江路1号',
};

// ---- reading rows --------------------------------------------------------------------------

const afterSaleRow = (id: number) =>
  t.db.selectFrom('after_sale').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lineRow = (id: number) =>
  t.db.selectFrom('order_item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const inventory = async (id: number) =>
  Number((await t.db.selectFrom('goods').select('inventory').where('id', '=', id).executeTakeFirstOrThrow()).inventory);
const quota = (companyId: number) => quotaOf(t.db, companyId);
const refundsOf = (afterSaleId: number) =>
  t.db.selectFrom('refund').selectAll().where('after_sale_id', '=', afterSaleId).execute();
/** The SMS sent to a mobile about one after-sale (its number is in every text), oldest first. */
const smsAbout = (mobile: string, afterSaleNo: string) => t.texts(mobile, afterSaleNo);
const auditOf = (afterSaleId: number) => t.audits('afterSale', afterSaleId);

// ---- buying --------------------------------------------------------------------------------

interface Placed {
  orderId: number;
  orderNo: string;
  lineIds: number[];
}

async function linesOf(orderId: number): Promise<Placed> {
  const order = await orderRow(orderId);
  const lines = await t.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { orderId, orderNo: order.order_no, lineIds: lines.map((line) => line.id) };
}

/**
 * An order of the given goods: offline (1) or credit (2), by the main account — or by the
 * purchaser, whose purchase the reviewer approves into an offline order.
 */
async function placeOrder(
  who: 'demo' | 'buyer' | 'other',
  goods: { id: number; quantity: number }[],
  payTypeId: 1 | 2 = 1,
): Promise<Placed> {
  const token = buyers[who];
  let uuId: number;
  if (goods.length === 1) {
    const reply = await t.call<number>('POST', '/rest/order/buyGoods', {
      token,
      body: { goodsId: goods[0]!.id, quantity: goods[0]!.quantity },
    });
    expect(reply.code, reply.msg).toBe(0);
    uuId = reply.data;
  } else {
    const companyId = who === 'other' ? otherCompany : demoCompany;
    await t.db
      .deleteFrom('cart_item')
      .where('account_id', 'in', t.db.selectFrom('account').select('id').where('company_id', '=', companyId))
      .execute();
    for (const { id, quantity } of goods) {
      const added = await t.call('POST', '/rest/car/add', { token, body: { goodsId: id, quantity } });
      expect(added.code, added.msg).toBe(0);
    }
    const cart = await t.db
      .selectFrom('cart_item')
      .innerJoin('account', 'account.id', 'cart_item.account_id')
      .select('cart_item.id')
      .where('account.company_id', '=', companyId)
      .execute();
    const settled = await t.call<number>('POST', '/rest/order/settle', {
      token,
      body: { carIds: cart.map((line) => line.id) },
    });
    expect(settled.code, settled.msg).toBe(0);
    uuId = settled.data;
  }
  const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: {
      uuId,
      payTypeId,
      consigneeId: who === 'other' ? otherAddress : demoAddress,
      invoiceHeader: who === 'other' ? otherHeader : demoHeader,
    },
  });
  expect(placed.code, placed.msg).toBe(0);
  if (who !== 'buyer') return linesOf(placed.data.orderId);
  const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${uuId}`, {
    token: buyers.reviewer,
  });
  expect(approved.code, approved.msg).toBe(0);
  return linesOf(approved.data.orderId);
}

/** Paid (an offline one confirmed by staff) and shipped. */
async function shippedOrder(
  who: 'demo' | 'buyer' | 'other',
  goods: { id: number; quantity: number }[],
  payTypeId: 1 | 2 = 1,
): Promise<Placed> {
  const placed = await placeOrder(who, goods, payTypeId);
  if (payTypeId === 1) await confirmPaid(t, placed.orderNo);
  await shipOrder(t, placed.orderNo);
  return placed;
}

/** Received by the buyer today: completed, its lines open to after-sales. */
async function completedOrder(
  who: 'demo' | 'buyer' | 'other',
  quantity = 3,
  payTypeId: 1 | 2 = 1,
  goods: { id: number; quantity: number }[] = [{ id: goodsId, quantity }],
): Promise<Placed> {
  const placed = await shippedOrder(who, goods, payTypeId);
  const received = await t.call('POST', `/rest/order/recevice/${placed.orderId}`, { token: buyers[who] });
  expect(received.code, received.msg).toBe(0);
  return placed;
}

// ---- after-sale calls ----------------------------------------------------------------------

const applyInfo = (token: string, lineId: number) =>
  t.call<AfterSaleApplyInfo>('GET', `/rest/aftersale/apply/${lineId}`, { token });
const submit = (token: string, body: Record<string, unknown>, json = true) =>
  t.call<number>('POST', '/rest/aftersale/submit', { token, body, json });
const info = (token: string, id: number) => t.call<AfterSaleRecord>('GET', `/rest/aftersale/info/${id}`, { token });
const buyerStep = (token: string, step: 'withdraw' | 'shipBack' | 'confirm', id: number, body = {}) =>
  t.call<AfterSaleRecord>('POST', `/rest/aftersale/${step}/${id}`, { token, body });
const myList = (token: string, query: Record<string, string> = {}) =>
  t.call<Page<AfterSaleListItem>>('GET', '/rest/aftersale/myAfterSale', { token, query });

/** A return of `quantity` units, its goods sent back from one of the company's addresses. */
const returnForm = (orderItemId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  orderItemId,
  afterSaleType: '1',
  goodsQuantity: quantity,
  reason: 'quality',
  goodsStatus: '2',
  applyEvidence: '1',
  refundType: '1',
  returnType: '1',
  addressId: demoAddress,
  remark: '外壳有裂纹',
  ...extra,
});

async function applied(token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await submit(token, body);
  expect(reply, reply.msg).toMatchObject({ code: 0, msg: '售后申请已提交，我们将尽快审核' });
  return reply.data;
}

// ---- staff ---------------------------------------------------------------------------------

async function staffLogin(role: string) {
  staff[role] = await t.staffLogin(`staff_${role}`);
}
const consoleGet = <T>(path: string, role: string, query?: Record<string, string>) =>
  t.call<T>('GET', `/rest/staff${path}`, { token: staff[role], query });
const act = (id: number, action: string, role: string, body: Record<string, unknown> = {}) =>
  t.call<ConsoleAfterSaleDetail>('POST', `/rest/staff/afterSales/${id}/${action}`, {
    token: staff[role],
    body,
    json: true,
  });
/** A staff step that must succeed, on the state the page showed. */
async function done(id: number, action: string, role: string, body: Record<string, unknown> = {}) {
  const seen = String((await afterSaleRow(id)).status);
  const reply = await act(id, action, role, { seen, ...body });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}
const shipByStaff = (orderId: number) =>
  t.call<ConsoleOrderDetail>('POST', `/rest/staff/orders/${orderId}/ship`, {
    token: staff.warehouse,
    body: { carrier: '顺丰速运', trackingNo: 'SF9000000001' },
    json: true,
  });

// ---- evidence uploads ----------------------------------------------------------------------

async function evidence(token: string, count: number, formId?: string): Promise<string[]> {
  const form = formId ?? (await formIdOf(t, token));
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    paths.push(await uploadedPng(t, token, 'evidence', form));
  }
  return paths;
}

beforeAll(async () => {
  t = await startBackend();
  buyers.demo = await t.login('demo');
  buyers.reviewer = await t.login('demo_reviewer');
  buyers.buyer = await t.login('demo_buyer');
  buyers.other = await t.login('other', 'Other12345');
  demoCompany = await companyOf(t, 'demo');
  otherCompany = await companyOf(t, 'other');
  ({ address: demoAddress, header: demoHeader } = await deliveryFor(t, demoCompany));
  ({ address: otherAddress } = await deliveryFor(t, otherCompany));
  otherHeader = await addOtherHeader(t, buyers.other);
  goodsId = await plentifulGoods(t);
  const second = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .where('id', '!=', goodsId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  secondGoodsId = second.id;
  for (const role of ['admin', 'service', 'finance', 'warehouse', 'viewer']) await staffLogin(role);
});
afterAll(() => t.close());

describe('the apply screen (GET rest/aftersale/apply/{orderItemId})', () => {
  it("answers a completed line's quantity, each type's last day and the company's addresses", async () => {
    const order = await completedOrder('demo', 3);
    const line = await lineRow(order.lineIds[0]!);
    const reply = await applyInfo(buyers.demo, line.id);
    expect(reply.code, reply.msg).toBe(0);
    const today = shanghaiDate(t.clock.now());
    const plus = (days: number) => shanghaiDate(t.clock.now() + days * DAY_MS);
    expect(reply.data).toMatchObject({
      orderItemId: line.id,
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderStatus: 3,
      payTypeId: 1,
      goodsId,
      goodsQuantity: 3,
      allowedQuantity: 3,
      types: [
        { type: 1, until: plus(7) },
        { type: 2, until: plus(15) },
        { type: 3, until: plus(90) },
      ],
    });
    expect(reply.data.receiveDate!.slice(0, 10)).toBe(today);
    expect(reply.data.unitRefund).toBe(Number(moneyToText(payable(Number(line.goods_price) as Money), 4)));
    expect(reply.data.addresses.map((address) => address.id)).toContain(demoAddress);
    expect(reply.data.deliveryCenter).toContain('售后中心');

    // What open after-sales hold is no longer allowed.
    const id = await applied(buyers.demo, returnForm(line.id, 2));
    expect((await applyInfo(buyers.demo, line.id)).data.allowedQuantity).toBe(1);
    expect((await lineRow(line.id)).after_sale_quantity).toBe(2);
    expect((await buyerStep(buyers.demo, 'withdraw', id)).code).toBe(0);
  });

  it("answers another company's line, and an unknown one, with 10040", async () => {
    const order = await completedOrder('demo', 1);
    const before = await t.count('after_sale');
    expect((await applyInfo(buyers.other, order.lineIds[0]!)).code).toBe(Code.notFound);
    expect((await applyInfo(buyers.demo, 2_000_000)).code).toBe(Code.notFound);
    const stranger = await submit(buyers.other, { ...returnForm(order.lineIds[0]!, 1), addressId: otherAddress });
    expect(stranger.code).toBe(Code.notFound);
    expect(await t.count('after_sale')).toBe(before);
  });

  it('offers nothing on a line of an order not yet completed, and refuses an application for it', async () => {
    const shipped = await shippedOrder('demo', [{ id: goodsId, quantity: 1 }]);
    const reply = await applyInfo(buyers.demo, shipped.lineIds[0]!);
    expect(reply.data).toMatchObject({ orderStatus: 2, types: [], receiveDate: null, allowedQuantity: 1 });
    const before = await t.count('after_sale');
    expect(await submit(buyers.demo, returnForm(shipped.lineIds[0]!, 1))).toMatchObject({
      code: Code.refused,
      msg: '该商品当前不能申请售后',
    });
    // A cancel is asked for from the order, never here.
    const completed = await completedOrder('demo', 1);
    expect((await submit(buyers.demo, { ...returnForm(completed.lineIds[0]!, 1), afterSaleType: '4' })).code).toBe(
      Code.refused,
    );
    expect(await t.count('after_sale')).toBe(before);
  });
});

describe('applying (POST rest/aftersale/submit)', () => {
  it('takes a return with a typed pickup address, as JSON or as a urlencoded form', async () => {
    const order = await completedOrder('demo', 4);
    const line = await lineRow(order.lineIds[0]!);
    const typed = { ...returnForm(line.id, 1), addressId: undefined, ...TYPED_ADDRESS };
    const asJson = await applied(buyers.demo, typed);
    const reply = await submit(buyers.demo, { ...typed, remark: '表单提交' }, false);
    expect(reply.code, reply.msg).toBe(0);
    const asForm = reply.data;
    // A JSON call may send its choices as numbers.
    const numbers = await applied(buyers.demo, {
      ...typed,
      afterSaleType: 1,
      goodsStatus: 2,
      refundType: 1,
      returnType: 1,
      applyEvidence: 0,
    });
    for (const id of [asJson, asForm, numbers]) {
      expect(await afterSaleRow(id)).toMatchObject({
        company_id: demoCompany,
        order_id: order.orderId,
        order_item_id: line.id,
        after_sale_type: 1,
        status: 1,
        goods_quantity: 1,
        reason: 'quality',
        return_type: '1',
        refund_type: '1',
        shipper: '赵六',
        mobile: '13711112222',
        province: 310000,
        city: 310100,
        county: 310115,
        area_name: '上海市浦东新区',
        address: '张江路1号',
      });
    }
    const row = await afterSaleRow(asJson);
    expect(row.after_sale_no).toMatch(/^AS\d{8}\d{4,}$/);
    expect(Number(row.refund_amount)).toBe(payable(Number(line.goods_price) as Money));
    expect((await afterSaleRow(asForm)).remark).toBe('表单提交');
    expect((await lineRow(line.id)).after_sale_quantity).toBe(3);
    const events = await t.db.selectFrom('after_sale_event').selectAll().where('after_sale_id', '=', asJson).execute();
    expect(events).toMatchObject([{ status: 1, action: 'apply', by_staff: 0 }]);
  });

  it("takes a return from one of the company's addresses, an exchange and a repair with a pickup", async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    const fromAddress = await applied(buyers.demo, returnForm(lineId, 1));
    expect(await afterSaleRow(fromAddress)).toMatchObject({
      shipper: '张三',
      mobile: DEMO_MOBILE,
      area_name: '上海市浦东新区',
      address: '张江高科技园区碧波路690号3号楼501室',
    });
    const exchange = await applied(buyers.demo, {
      ...returnForm(lineId, 1, { afterSaleType: '2', reason: 'wrongGoods' }),
      refundType: undefined,
    });
    expect(await afterSaleRow(exchange)).toMatchObject({ after_sale_type: 2, refund_type: '', refund_amount: 0 });

    const tomorrow = shanghaiDate(t.clock.now() + DAY_MS);
    const today = shanghaiDate(t.clock.now());
    const repair = { ...returnForm(lineId, 1, { afterSaleType: '3', returnType: '2' }), refundType: undefined };
    expect(await submit(buyers.demo, { ...repair, pickupDate: today })).toMatchObject({
      code: Code.refused,
      msg: '取件日期不能早于明天',
    });
    expect((await submit(buyers.demo, repair)).code).toBe(Code.invalid);
    const repaired = await applied(buyers.demo, { ...repair, pickupDate: tomorrow });
    expect(await afterSaleRow(repaired)).toMatchObject({ after_sale_type: 3, return_type: '2', pickup_date: tomorrow });
    expect((await lineRow(lineId)).after_sale_quantity).toBe(3);
  });

  it('refuses more than the line allows with 10001 and the number allowed, writing nothing', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    await applied(buyers.demo, returnForm(lineId, 1));
    const before = { rows: await t.count('after_sale'), events: await t.count('after_sale_event') };
    expect(await submit(buyers.demo, returnForm(lineId, 3))).toMatchObject({
      code: Code.invalid,
      msg: '申请数量不能超过可申请数量2',
    });
    expect((await submit(buyers.demo, returnForm(lineId, 0))).code).toBe(Code.invalid);
    expect((await submit(buyers.demo, returnForm(lineId, 1.5))).code).toBe(Code.invalid);
    expect(await t.count('after_sale')).toBe(before.rows);
    expect(await t.count('after_sale_event')).toBe(before.events);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(1);
    // A credit order's money goes back to the quota only.
    const credit = await completedOrder('demo', 1, 2);
    expect(
      await submit(buyers.demo, returnForm(credit.lineIds[0]!, 1, { refundType: '2', refundTo: '6222 0000 1111' })),
    ).toMatchObject({ code: Code.refused, msg: '账期支付的订单只能原路退回额度' });
    expect(await t.count('after_sale')).toBe(before.rows);
  });

  it('gives a line asked for by many at once to exactly one of them', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    const before = { rows: await t.count('after_sale'), events: await t.count('after_sale_event') };
    // The main account and the reviewer, each from several tabs at once.
    const tokens = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? buyers.demo : buyers.reviewer));
    const replies = await Promise.all(tokens.map((token) => submit(token, returnForm(lineId, 3))));
    const won = replies.filter((reply) => reply.code === 0);
    expect(won).toHaveLength(1);
    // A loser that read the line before the winner took it loses at the ledger ('the quantity has
    // changed'); one that read it after is simply over what the line allows. Both say: 0 now.
    for (const reply of replies.filter((each) => each.code !== 0)) {
      expect([
        { code: Code.refused, msg: '可申请数量已变化，当前最多可申请0件' },
        { code: Code.invalid, msg: '申请数量不能超过可申请数量0' },
      ]).toContainEqual({ code: reply.code, msg: reply.msg });
    }
    expect(await t.count('after_sale')).toBe(before.rows + 1);
    expect(await t.count('after_sale_event')).toBe(before.events + 1);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(3);
    expect((await applyInfo(buyers.demo, lineId)).data.allowedQuantity).toBe(0);
  });

  it('takes the quantity by one conditional update: of many holds at once on a stale reading, one fits', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    // Every hold here was decided on the line as read before any of them (all 3 free): only the
    // ledger's update stands between them and the line.
    const held = await Promise.all(
      Array.from({ length: 6 }, () => t.db.transaction().execute((trx) => holdQuantity(trx, lineId, 2))),
    );
    expect(held.filter(Boolean)).toHaveLength(1);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(2);
    const taken = await submit(buyers.demo, returnForm(lineId, 1));
    expect(taken.code, taken.msg).toBe(0);
    const rest = await Promise.all(
      Array.from({ length: 4 }, () => t.db.transaction().execute((trx) => holdQuantity(trx, lineId, 1))),
    );
    expect(rest.filter(Boolean)).toHaveLength(0);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(3);
  });

  it("keeps the company's own evidence uploads with the application; they cannot be deleted after", async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    // A purchaser may upload evidence too (certification images stay the main account's).
    const paths = await evidence(buyers.buyer, 2);
    const id = await applied(buyers.demo, returnForm(lineId, 1, { evidence: paths }));
    const row = await afterSaleRow(id);
    expect(row.evidence).toBe(paths.join(','));
    expect(row.form_id).toMatch(/^[0-9a-f]{32}$/);
    expect((await info(buyers.demo, id)).data.evidence).toBe(paths.join(','));
    const removed = await t.call('POST', '/rest/attachment/delete', {
      token: buyers.buyer,
      body: { filePath: paths[0] },
    });
    expect(removed.code).toBe(Code.refused);
    expect(
      await t.db.selectFrom('attachment').select('deleted_at').where('path', '=', paths[0]!).executeTakeFirstOrThrow(),
    ).toEqual({ deleted_at: null });
    // The same uploads do not prove a second application.
    expect((await submit(buyers.demo, returnForm(lineId, 1, { evidence: paths }))).code).toBe(Code.refused);

    // Urlencoded, one field per image.
    const more = await evidence(buyers.demo, 3);
    const reply = await submit(buyers.demo, returnForm(lineId, 1, { evidence: more }), false);
    expect(reply.code, reply.msg).toBe(0);
    expect((await afterSaleRow(reply.data)).evidence).toBe(more.join(','));
  });

  it("refuses another company's upload (10040), a certification image as evidence, and more than 5", async () => {
    const order = await completedOrder('demo', 1);
    const lineId = order.lineIds[0]!;
    const before = { rows: await t.count('after_sale'), held: (await lineRow(lineId)).after_sale_quantity };
    const theirs = await evidence(buyers.other, 1);
    expect((await submit(buyers.demo, returnForm(lineId, 1, { evidence: theirs }))).code).toBe(Code.notFound);
    const licence = await uploadedPng(t, buyers.demo, 'openLicense');
    expect((await submit(buyers.demo, returnForm(lineId, 1, { evidence: [licence] }))).code).toBe(Code.notFound);
    expect((await submit(buyers.demo, returnForm(lineId, 1, { evidence: ['not-a-path.png'] }))).code).toBe(
      Code.invalid,
    );
    const six = await evidence(buyers.demo, 6);
    expect(await submit(buyers.demo, returnForm(lineId, 1, { evidence: six }))).toMatchObject({
      code: Code.invalid,
      msg: '凭证图片最多5张',
    });
    expect(await t.count('after_sale')).toBe(before.rows);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(before.held);
  });

  it("lets a purchaser apply for its own orders' lines only", async () => {
    const mine = await completedOrder('buyer', 2);
    const mainsOwn = await completedOrder('demo', 1);
    expect((await applyInfo(buyers.buyer, mainsOwn.lineIds[0]!)).code).toBe(Code.notFound);
    expect((await submit(buyers.buyer, returnForm(mainsOwn.lineIds[0]!, 1))).code).toBe(Code.notFound);
    const id = await applied(buyers.buyer, returnForm(mine.lineIds[0]!, 1));
    const row = await afterSaleRow(id);
    const buyerAccount = await t.db
      .selectFrom('account')
      .select('id')
      .where('username', '=', 'demo_buyer')
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(buyerAccount.id);
    // The main account and reviewers see the company's after-sales; the purchaser its own orders' only.
    expect((await info(buyers.demo, id)).code).toBe(0);
    expect((await info(buyers.reviewer, id)).code).toBe(0);
    const demoOwn = await applied(buyers.demo, returnForm(mainsOwn.lineIds[0]!, 1));
    expect((await info(buyers.buyer, demoOwn)).code).toBe(Code.notFound);
    expect((await buyerStep(buyers.buyer, 'withdraw', demoOwn)).code).toBe(Code.notFound);
    const listed = await myList(buyers.buyer, { limit: '50' });
    expect(listed.data.list.map((item) => item.id)).toContain(id);
    expect(listed.data.list.map((item) => item.id)).not.toContain(demoOwn);
    expect((await myList(buyers.demo, { q: (await afterSaleRow(id)).after_sale_no })).data.total).toBe(1);
    // The applicant hears of each step.
    await done(id, 'approve', 'service');
    expect(await smsAbout(BUYER_MOBILE, row.after_sale_no)).toHaveLength(1);
  });
});

describe('the buyer’s list and detail', () => {
  it('lists newest first, by tab, by either number, a page at a time; another company sees none', async () => {
    // The other company's own after-sales, so every count is exact.
    const first = await completedOrder('other', 2);
    const second = await completedOrder('other', 2);
    const other = (lineId: number, quantity = 1) => ({ ...returnForm(lineId, quantity), addressId: otherAddress });
    const a = await applied(buyers.other, other(first.lineIds[0]!));
    const b = await applied(buyers.other, other(first.lineIds[0]!));
    const c = await applied(buyers.other, other(second.lineIds[0]!, 2));
    expect((await buyerStep(buyers.other, 'withdraw', b)).code).toBe(0);
    await done(c, 'approve', 'service');

    const all = await myList(buyers.other);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((item) => item.id)).toEqual([c, b, a]);
    expect(all.data.list[0]).toMatchObject({
      orderNo: second.orderNo,
      orderItemId: second.lineIds[0],
      afterSaleType: 1,
      goodsQuantity: 2,
      status: 2,
    });
    expect((await myList(buyers.other, { status: '1' })).data.list.map((item) => item.id)).toEqual([a]);
    expect((await myList(buyers.other, { status: '7' })).data.list.map((item) => item.id)).toEqual([b]);
    expect((await myList(buyers.other, { status: 'open' })).data.list.map((item) => item.id)).toEqual([c, a]);
    const numberOfA = (await afterSaleRow(a)).after_sale_no;
    expect((await myList(buyers.other, { q: numberOfA })).data.list.map((item) => item.id)).toEqual([a]);
    expect((await myList(buyers.other, { q: first.orderNo })).data.list.map((item) => item.id)).toEqual([b, a]);
    const page2 = await myList(buyers.other, { limit: '2', page: '2' });
    expect(page2.data).toMatchObject({ total: 3 });
    expect(page2.data.list.map((item) => item.id)).toEqual([a]);

    const demoList = await myList(buyers.demo, { limit: '100' });
    expect(demoList.data.list.map((item) => item.id)).not.toContain(a);
    expect((await myList(buyers.demo, { q: numberOfA })).data.total).toBe(0);
  });

  it('shows the record with its timeline and the steps the buyer may take; another company gets 10040', async () => {
    const order = await completedOrder('demo', 1);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    const reply = await info(buyers.demo, id);
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data).toMatchObject({
      id,
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderItemId: order.lineIds[0],
      afterSaleType: 1,
      goodsId,
      goodsQuantity: 1,
      status: 1,
      reason: 'quality',
      goodsStatus: '2',
      applyEvidence: '1',
      refundType: '1',
      returnType: '1',
      remark: '外壳有裂纹',
      actualRefundAmount: null,
      rejectReason: null,
      actions: ['withdraw'],
    });
    expect(reply.data.deliveryCenter).toContain('售后中心');
    expect(reply.data.timeline).toMatchObject([{ status: 1, action: 'apply', by: 'buyer' }]);
    expect((await info(buyers.other, id)).code).toBe(Code.notFound);
    expect((await buyerStep(buyers.other, 'withdraw', id)).code).toBe(Code.notFound);
    await done(id, 'approve', 'service');
    const approved = await info(buyers.demo, id);
    expect(approved.data.actions).toEqual(['withdraw', 'shipBack']);
    expect(approved.data.timeline.map((event) => [event.action, event.by])).toEqual([
      ['approve', 'staff'],
      ['apply', 'buyer'],
    ]);
  });
});

describe('the RMA slip (GET rest/aftersale/slip/{id})', () => {
  it('is a PDF of the after-sale in the buyer’s language; another company gets 10040', async () => {
    const order = await completedOrder('demo', 1);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    const record = (await info(buyers.demo, id)).data;
    const slip = async (token: string, locale?: string) =>
      t.backend.app.fetch(
        new Request(`http://backend.test/rest/aftersale/slip/${id}`, {
          headers: { Authorization: `Bearer ${token}`, ...(locale ? { 'Accept-Language': locale } : {}) },
        }),
      );
    const response = await slip(buyers.demo);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const fact of [`售后单 ${record.afterSaleNo}`, '请将本单放入包裹', record.orderNo, '售后类型', '退货'])
      expect(text).toContain(fact);
    const english = pdfText(new Uint8Array(await (await slip(buyers.demo, 'en')).arrayBuffer()));
    expect(english).toContain(`After-sale slip ${record.afterSaleNo}`);
    expect(await (await slip(buyers.other)).json()).toMatchObject({ code: Code.notFound });
  });
});

describe('the buyer’s steps', () => {
  it('withdraws at 1 or 2, giving the quantity back so the line may be asked for again; not later', async () => {
    const order = await completedOrder('demo', 2);
    const lineId = order.lineIds[0]!;
    const first = await applied(buyers.demo, returnForm(lineId, 2));
    expect((await submit(buyers.demo, returnForm(lineId, 1))).code).toBe(Code.invalid);
    const withdrawn = await buyerStep(buyers.demo, 'withdraw', first);
    expect(withdrawn).toMatchObject({ code: 0, msg: '售后申请已撤销', data: { status: 7, actions: [] } });
    expect((await lineRow(lineId)).after_sale_quantity).toBe(0);
    expect((await buyerStep(buyers.demo, 'withdraw', first)).code).toBe(Code.conflict);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(0);

    const second = await applied(buyers.demo, returnForm(lineId, 2));
    await done(second, 'approve', 'service');
    expect((await buyerStep(buyers.demo, 'withdraw', second)).data).toMatchObject({ status: 7 });
    expect((await lineRow(lineId)).after_sale_quantity).toBe(0);

    const third = await applied(buyers.demo, returnForm(lineId, 2));
    await done(third, 'approve', 'service');
    await done(third, 'receive', 'warehouse', { note: '完好' });
    expect((await buyerStep(buyers.demo, 'withdraw', third)).code).toBe(Code.conflict);
    expect(await afterSaleRow(third)).toMatchObject({ status: 3 });
    expect((await lineRow(lineId)).after_sale_quantity).toBe(2);
  });

  it('enters the return parcel at 2 only, and confirms a replacement at 4 only', async () => {
    const order = await completedOrder('demo', 2);
    const lineId = order.lineIds[0]!;
    const id = await applied(buyers.demo, returnForm(lineId, 1));
    const parcel = { carrier: '中通快递', trackingNo: 'ZT123456789' };
    expect((await buyerStep(buyers.demo, 'shipBack', id, parcel)).code).toBe(Code.conflict);
    await done(id, 'approve', 'service');
    expect((await buyerStep(buyers.demo, 'shipBack', id, { carrier: '中通快递' })).code).toBe(Code.invalid);
    expect((await buyerStep(buyers.demo, 'shipBack', id, { ...parcel, trackingNo: 'ZT-1 2' })).code).toBe(Code.invalid);
    const shipped = await buyerStep(buyers.demo, 'shipBack', id, parcel);
    expect(shipped).toMatchObject({
      code: 0,
      msg: '已提交退货物流信息',
      data: { status: 2, returnCarrier: '中通快递', returnTrackingNo: 'ZT123456789' },
    });
    expect((await buyerStep(buyers.demo, 'confirm', id)).code).toBe(Code.conflict);

    const exchange = await applied(buyers.demo, {
      ...returnForm(lineId, 1, { afterSaleType: '2' }),
      refundType: undefined,
    });
    await done(exchange, 'approve', 'service');
    expect((await buyerStep(buyers.demo, 'confirm', exchange)).code).toBe(Code.conflict);
  });

  it('refuses to withdraw once the return parcel is on its way, and stops offering it', async () => {
    const order = await completedOrder('demo', 1);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    await done(id, 'approve', 'service');
    await buyerStep(buyers.demo, 'shipBack', id, { carrier: '中通快递', trackingNo: 'ZT777' });
    expect((await info(buyers.demo, id)).data.actions).not.toContain('withdraw');
    expect(await buyerStep(buyers.demo, 'withdraw', id)).toMatchObject({
      code: Code.refused,
      msg: '退回商品已寄出，不能撤销申请；如有疑问请联系客服',
    });
    expect(await afterSaleRow(id)).toMatchObject({ status: 2 });
  });
});

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
    const queue = await consoleGet<Page<ConsoleAfterSale>>('/afterSales', 'viewer', {
      status: '1',
      q: row.after_sale_no,
    });
    expect(queue.data.list).toMatchObject([{ id, afterSaleNo: row.after_sale_no, status: 1, goodsQuantity: 2 }]);
    const detail = await consoleGet<ConsoleAfterSaleDetail>(`/afterSales/${id}`, 'viewer');
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
    expect((await consoleGet<ConsoleAfterSaleDetail>(`/afterSales/${id}`, 'viewer')).data.audit).toHaveLength(3);
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
    const before = (await consoleGet<Todo>('/todo', 'viewer')).data.queues;
    const count = (queues: Todo['queues'], key: string) => queues.find((queue) => queue.key === key)!.count;
    const order = await completedOrder('demo', 3);
    const id = await applied(buyers.demo, returnForm(order.lineIds[0]!, 1));
    let now = (await consoleGet<Todo>('/todo', 'viewer')).data.queues;
    expect(count(now, 'afterSaleReview')).toBe(count(before, 'afterSaleReview') + 1);
    await done(id, 'approve', 'service');
    now = (await consoleGet<Todo>('/todo', 'viewer')).data.queues;
    expect(count(now, 'afterSaleReview')).toBe(count(before, 'afterSaleReview'));
    expect(count(now, 'afterSaleGoods')).toBe(count(before, 'afterSaleGoods') + 1);
    await done(id, 'receive', 'warehouse', { note: '完好' });
    now = (await consoleGet<Todo>('/todo', 'viewer')).data.queues;
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

describe('windows after receipt', () => {
  it('closes a return after 7 days, an exchange after 15 and a repair after 90; an overdue line offers nothing', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    const received = (await orderRow(order.orderId)).receive_time!;
    const types = async () => (await applyInfo(buyers.demo, lineId)).data.types.map((each) => each.type);
    const at = async (days: number) => {
      t.clock.advance(received + days * DAY_MS - t.clock.now());
      // Sessions do not outlive these jumps: sign in again.
      buyers.demo = await t.login('demo');
    };
    const exchange = { ...returnForm(lineId, 1, { afterSaleType: '2' }), refundType: undefined };
    const repair = { ...returnForm(lineId, 1, { afterSaleType: '3' }), refundType: undefined };

    await at(7);
    expect(await types()).toEqual([1, 2, 3]);
    await at(8);
    expect(await types()).toEqual([2, 3]);
    const before = await t.count('after_sale');
    expect(await submit(buyers.demo, returnForm(lineId, 1))).toMatchObject({
      code: Code.refused,
      msg: '该商品已超过此类售后的申请期限',
    });
    expect(await t.count('after_sale')).toBe(before);
    const exchanged = await applied(buyers.demo, exchange);
    expect((await buyerStep(buyers.demo, 'withdraw', exchanged)).code).toBe(0);
    await at(15);
    expect(await types()).toEqual([2, 3]);
    await at(16);
    expect(await types()).toEqual([3]);
    expect((await submit(buyers.demo, exchange)).code).toBe(Code.refused);
    await at(90);
    expect(await types()).toEqual([3]);
    await at(91);
    expect(await types()).toEqual([]);
    const count = await t.count('after_sale');
    expect(await submit(buyers.demo, repair)).toMatchObject({ code: Code.refused, msg: '该商品当前不能申请售后' });
    expect(await t.count('after_sale')).toBe(count);
    const listed = await t.call<{ orderGoodsList: { id: number; overdueFlag: number }[] }>(
      'GET',
      `/rest/order/info/${order.orderId}`,
      { token: buyers.demo },
    );
    expect(listed.data.orderGoodsList.find((line) => line.id === lineId)).toMatchObject({ overdueFlag: 1 });
  });
});
