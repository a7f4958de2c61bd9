import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { moneyToText, payable, type Money } from '../../common/money.ts';
import { shanghaiDate } from '../../common/time.ts';
import { holdLineQuantity } from '../../backend/areas/orders/index.ts';
import { pdfText } from './pdf-text.ts';
import type { TestBackend } from './harness.ts';
import { uploadedPng } from './uploads.ts';
import { afterSaleSteps, BUYER_MOBILE, DAY_MS, DEMO_MOBILE, TYPED_ADDRESS } from './after-sales-steps.ts';

/**
 * After-sales as the buyer calls them: what a line allows and until when, applying (the quantity
 * ledger, evidence, who may), the buyer's list, detail, RMA slip and steps, and the windows after
 * receipt. The staff's side is after-sales-console.test.ts. On PostgreSQL (TEST_DATABASE_URL) the
 * parallel requests really run in parallel.
 */
const s = afterSaleSteps();
const {
  buyers,
  afterSaleRow,
  lineRow,
  orderRow,
  smsAbout,
  shippedOrder,
  completedOrder,
  applyInfo,
  submit,
  info,
  buyerStep,
  myList,
  returnForm,
  applied,
  done,
  evidence,
} = s;
let t: TestBackend;
let demoCompany: number;
let demoAddress: number;
let otherAddress: number;
let goodsId: number;

beforeAll(async () => {
  t = await s.start();
  ({ demoCompany, demoAddress, otherAddress, goodsId } = s.ids());
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
    // The main account and the approver, each from several tabs at once.
    const tokens = Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? buyers.demo : buyers.approver));
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
      Array.from({ length: 6 }, () => t.db.transaction().execute((trx) => holdLineQuantity(trx, lineId, 2))),
    );
    expect(held.filter(Boolean)).toHaveLength(1);
    expect((await lineRow(lineId)).after_sale_quantity).toBe(2);
    const taken = await submit(buyers.demo, returnForm(lineId, 1));
    expect(taken.code, taken.msg).toBe(0);
    const rest = await Promise.all(
      Array.from({ length: 4 }, () => t.db.transaction().execute((trx) => holdLineQuantity(trx, lineId, 1))),
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
    // The main account and approvers see the company's after-sales; the purchaser its own orders' only.
    expect((await info(buyers.demo, id)).code).toBe(0);
    expect((await info(buyers.approver, id)).code).toBe(0);
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

describe('windows after receipt', () => {
  it('closes a return after 7 days, an exchange after 15 and a repair after 90; an overdue line offers nothing', async () => {
    const order = await completedOrder('demo', 3);
    const lineId = order.lineIds[0]!;
    const received = (await orderRow(order.orderId)).receive_time!;
    const types = async () => (await applyInfo(buyers.demo, lineId)).data.types.map((each) => each.type);
    const at = async (days: number) => {
      t.clock.advance(received + days * DAY_MS - t.clock.now());
      // Sessions do not outlive these jumps: sign in again.
      buyers.demo = await t.buyerToken('demo');
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
