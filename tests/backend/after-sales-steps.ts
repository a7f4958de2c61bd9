import { expect } from 'vitest';
import type {
  AfterSaleApplyInfo,
  AfterSaleListItem,
  AfterSaleRecord,
} from '../../common/areas/after-sales/after-sale.ts';
import type { ConsoleAfterSaleDetail } from '../../common/areas/after-sales/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { ConsoleOrderDetail } from '../../common/areas/orders/console.ts';
import type { Page } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { confirmPaid, shipOrder } from './console-steps.ts';
import { quotaOf } from './credit.ts';
import { addOtherHeader, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { formIdOf, uploadedPng } from './uploads.ts';

/**
 * After-sales as the buyer's screens and the console call them, for the after-sales tests (the
 * buyer's side in after-sales.test.ts, the staff's in after-sales-console.test.ts): orders placed,
 * paid, shipped and received through the API, the buyer's after-sale calls and forms, the staff's
 * steps on the state the page showed, and evidence uploads.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_MOBILE = '13800000000';
export const BUYER_MOBILE = '13800000002';
/** A typed pickup address in Shanghai, Pudong (the region table's national codes). */
export const TYPED_ADDRESS = {
  shipper: '赵六',
  mobile: '13711112222',
  province: '310000',
  city: '310100',
  county: '310115',
  address: '张江路1号',
};

export interface Placed {
  orderId: number;
  orderNo: string;
  lineIds: number[];
}

export function afterSaleSteps() {
  let t!: TestBackend;
  const buyers: Record<'demo' | 'approver' | 'buyer' | 'other', string> = {
    demo: '',
    approver: '',
    buyer: '',
    other: '',
  };
  let demoCompany = 0;
  let otherCompany = 0;
  let demoAddress = 0;
  let demoHeader = 0;
  let otherAddress = 0;
  let otherHeader = 0;
  let goodsId = 0;
  let secondGoodsId = 0;

  /** A backend with the buyers logged in, their companies' addresses and headers, and two goods with stock. */
  async function start(): Promise<TestBackend> {
    t = await startBackend();
    buyers.demo = await t.buyerToken('demo');
    buyers.approver = await t.buyerToken('demo_approver');
    buyers.buyer = await t.buyerToken('demo_buyer');
    buyers.other = await t.buyerToken('other');
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
    return t;
  }

  // ---- reading rows --------------------------------------------------------------------------

  const afterSaleRow = (id: number) =>
    t.db.selectFrom('after_sale').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lineRow = (id: number) =>
    t.db.selectFrom('order_item').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const inventory = async (id: number) =>
    Number(
      (await t.db.selectFrom('goods').select('inventory').where('id', '=', id).executeTakeFirstOrThrow()).inventory,
    );
  const quota = (companyId: number) => quotaOf(t.db, companyId);
  const refundsOf = (afterSaleId: number) =>
    t.db.selectFrom('refund').selectAll().where('after_sale_id', '=', afterSaleId).execute();
  /** The SMS sent to a mobile about one after-sale (its number is in every text), oldest first. */
  const smsAbout = (mobile: string, afterSaleNo: string) => t.texts(mobile, afterSaleNo);
  const auditOf = (afterSaleId: number) => t.audits('afterSale', afterSaleId);

  // ---- buying --------------------------------------------------------------------------------

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
   * purchaser, whose purchase the approver approves into an offline order.
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
      token: buyers.approver,
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

  const act = async (id: number, action: string, role: string, body: Record<string, unknown> = {}) =>
    t.call<ConsoleAfterSaleDetail>('POST', `/rest/staff/afterSales/${id}/${action}`, {
      token: await t.staffToken(role),
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
  const shipByStaff = async (orderId: number) =>
    t.call<ConsoleOrderDetail>('POST', `/rest/staff/orders/${orderId}/ship`, {
      token: await t.staffToken('warehouse'),
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

  return {
    start,
    buyers,
    /** The ids start() found, read once it has run. */
    ids: () => ({
      demoCompany,
      otherCompany,
      demoAddress,
      demoHeader,
      otherAddress,
      otherHeader,
      goodsId,
      secondGoodsId,
    }),
    afterSaleRow,
    lineRow,
    orderRow,
    inventory,
    quota,
    refundsOf,
    smsAbout,
    auditOf,
    linesOf,
    placeOrder,
    shippedOrder,
    completedOrder,
    applyInfo,
    submit,
    info,
    buyerStep,
    myList,
    returnForm,
    applied,
    act,
    done,
    shipByStaff,
    evidence,
  };
}
