import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleRecord } from '../../common/areas/after-sales/after-sale.ts';
import type { CreditSummary } from '../../common/areas/contracts/contract.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { CERTIFICATION_DOCTYPES } from '../../common/areas/files/files.ts';
import { Code, type Envelope } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { cancelledAndRefunded as refundedCancel, shipOrder } from './console-steps.ts';
import { uploadedPng } from './uploads.ts';

/**
 * Inside one company, a file and a credit-ledger row are seen by the accounts that may see the
 * record they belong to (DESIGN.md decision 2): certification images and vouchers by the main
 * account only (and staff, through the console's path), an after-sale's evidence by whoever
 * sees the after-sale (and its uploader before it is submitted), a credit order's rows by whoever
 * sees the order. A file an account may not see is answered as one that never existed (10040).
 */
let t: TestBackend;
type Who = 'demo' | 'approver' | 'buyer' | 'other';
const tokens: Record<Who, string> = { demo: '', approver: '', buyer: '', other: '' };
const staff: Record<string, string> = {};
let demoCompany: number;
let demoAddress: number;
let demoHeader: number;
let goodsId: number;

// ---- files ---------------------------------------------------------------------------------

/** What reading a stored file answers: 'image' with its bytes, or the envelope's code. */
async function read(path: string, token: string, asStaff = false): Promise<'image' | number> {
  const url = new URL(asStaff ? `/rest/staff/attachments/${path}` : `/rest/attachment/${path}`, 'http://backend.test');
  url.searchParams.set('token', token);
  const response = await t.backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  expect(response.status).toBe(200);
  if (response.headers.get('content-type')?.startsWith('image/')) {
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    return 'image';
  }
  return ((await response.json()) as Envelope).code;
}

/** Who of the four accounts (and the service staff) reads a file, as 'image' or the refusal code. */
async function readers(path: string) {
  return {
    demo: await read(path, tokens.demo),
    approver: await read(path, tokens.approver),
    buyer: await read(path, tokens.buyer),
    other: await read(path, tokens.other),
    staff: await read(path, staff.service!, true),
  };
}

const removeFile = (token: string, filePath: string) =>
  t.call('POST', '/rest/attachment/delete', { token, body: { filePath } });
const isLive = async (path: string) =>
  (await t.db.selectFrom('attachment').select('deleted_at').where('path', '=', path).executeTakeFirstOrThrow())
    .deleted_at === null;

// ---- orders --------------------------------------------------------------------------------

interface Placed {
  id: number;
  no: string;
  lineId: number;
  total: number;
}

async function placedRow(orderId: number): Promise<Placed> {
  const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const line = await t.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { id: order.id, no: order.order_no, lineId: line.id, total: Number(order.total_amount) };
}

/** A credit order of one unit by the main account, or by the purchaser (its purchase approved by the approver). */
async function creditOrder(who: 'demo' | 'buyer'): Promise<Placed> {
  const token = tokens[who];
  const settled = await t.call<number>('POST', '/rest/order/buyGoods', { token, body: { goodsId, quantity: 1 } });
  expect(settled.code, settled.msg).toBe(0);
  const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token,
    body: { uuId: settled.data, payTypeId: 2, consigneeId: demoAddress, invoiceHeader: demoHeader },
  });
  expect(placed.code, placed.msg).toBe(0);
  if (who === 'demo') return placedRow(placed.data.orderId);
  const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${settled.data}`, {
    token: tokens.approver,
  });
  expect(approved.code, approved.msg).toBe(0);
  return placedRow(approved.data.orderId);
}

/** Shipped by staff and received by the account that placed it: its line is open to after-sales. */
async function received(who: 'demo' | 'buyer', order: Placed) {
  await shipOrder(t, order.no);
  const reply = await t.call('POST', `/rest/order/recevice/${order.id}`, { token: tokens[who] });
  expect(reply.code, reply.msg).toBe(0);
}

/** A return of the order's line applied for with the given evidence; answers the after-sale's id. */
async function returnWith(who: 'demo' | 'buyer', order: Placed, evidence: string[]): Promise<number> {
  const reply = await t.call<number>('POST', '/rest/aftersale/submit', {
    token: tokens[who],
    json: true,
    body: {
      orderItemId: order.lineId,
      afterSaleType: '1',
      goodsQuantity: 1,
      reason: 'quality',
      goodsStatus: '2',
      applyEvidence: '1',
      refundType: '1',
      returnType: '1',
      addressId: demoAddress,
      remark: '外壳有裂纹',
      evidence,
    },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

/** A credit order cancelled by the account that placed it, approved and refunded by staff: its after-sale number. */
const cancelledAndRefunded = async (who: 'demo' | 'buyer', order: Placed) =>
  (await refundedCancel(t, order.id, { buyer: tokens[who], service: staff.service!, finance: staff.finance! }))
    .after_sale_no;

async function creditOf(who: Who, query: Record<string, string> = {}): Promise<CreditSummary> {
  const reply = await t.call<CreditSummary>('GET', '/rest/customer/credit', { token: tokens[who], query });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

beforeAll(async () => {
  t = await startBackend();
  tokens.demo = await t.buyerToken('demo');
  tokens.approver = await t.buyerToken('demo_approver');
  tokens.buyer = await t.buyerToken('demo_buyer');
  tokens.other = await t.buyerToken('other');
  demoCompany = await companyOf(t, 'demo');
  ({ address: demoAddress, header: demoHeader } = await deliveryFor(t, demoCompany));
  goodsId = await plentifulGoods(t);
  for (const role of ['service', 'finance']) staff[role] = await t.staffToken(role);
});
afterAll(() => t.close());

describe('certification images and vouchers: the main account only (and staff)', () => {
  const mainOnly = {
    demo: 'image',
    approver: Code.notFound,
    buyer: Code.notFound,
    other: Code.notFound,
    staff: 'image',
  };

  it("answers the company's certification images to its main account and to staff; approver and purchaser get 10040", async () => {
    const seeded = await t.db
      .selectFrom('attachment')
      .select(['path', 'doctype'])
      .where('company_id', '=', demoCompany)
      .where('doctype', 'in', [...CERTIFICATION_DOCTYPES])
      .where('deleted_at', 'is', null)
      .execute();
    expect(seeded.map((row) => row.doctype).sort()).toEqual([...CERTIFICATION_DOCTYPES].sort());
    for (const { path } of seeded) expect(await readers(path), path).toEqual(mainOnly);
    // A new upload not yet saved into the record: the main account previews it, nobody else of the company.
    expect(await readers(await uploadedPng(t, tokens.demo, 'idCardCopy'))).toEqual(mainOnly);
  });

  it('answers a remittance voucher to the main account only', async () => {
    expect(await readers(await uploadedPng(t, tokens.demo, 'voucher'))).toEqual(mainOnly);
  });

  it('lets nobody but the main account delete a certification image: to the others it is not there', async () => {
    const path = await uploadedPng(t, tokens.demo, 'openLicense');
    for (const who of ['approver', 'buyer', 'other'] as const) {
      expect((await removeFile(tokens[who], path)).code, who).toBe(Code.notFound);
    }
    expect(await isLive(path)).toBe(true);
    expect((await removeFile(tokens.demo, path)).code).toBe(0);
    expect(await isLive(path)).toBe(false);
  });
});

describe("an after-sale's evidence: whoever sees the after-sale", () => {
  it('shows an upload not yet submitted to its uploader only; only the uploader may delete it', async () => {
    const path = await uploadedPng(t, tokens.buyer, 'evidence');
    expect(await readers(path)).toEqual({
      demo: Code.notFound,
      approver: Code.notFound,
      buyer: 'image',
      other: Code.notFound,
      staff: 'image',
    });
    expect((await removeFile(tokens.demo, path)).code).toBe(Code.notFound);
    expect((await removeFile(tokens.approver, path)).code).toBe(Code.notFound);
    expect(await isLive(path)).toBe(true);
    expect((await removeFile(tokens.buyer, path)).code).toBe(0);
    expect(await isLive(path)).toBe(false);
  });

  it("shows a purchaser's return evidence to the company's accounts that see its order", async () => {
    const order = await creditOrder('buyer');
    await received('buyer', order);
    const paths = [await uploadedPng(t, tokens.buyer, 'evidence')];
    const id = await returnWith('buyer', order, paths);
    expect((await t.call<AfterSaleRecord>('GET', `/rest/aftersale/info/${id}`, { token: tokens.approver })).code).toBe(
      0,
    );
    expect(await readers(paths[0]!)).toEqual({
      demo: 'image',
      approver: 'image',
      buyer: 'image',
      other: Code.notFound,
      staff: 'image',
    });
  });

  it("hides the main account's return evidence from a purchaser, as the after-sale itself is hidden", async () => {
    const order = await creditOrder('demo');
    await received('demo', order);
    const paths = [await uploadedPng(t, tokens.demo, 'evidence')];
    const id = await returnWith('demo', order, paths);
    expect((await t.call('GET', `/rest/aftersale/info/${id}`, { token: tokens.buyer })).code).toBe(Code.notFound);
    expect(await readers(paths[0]!)).toEqual({
      demo: 'image',
      approver: 'image',
      buyer: Code.notFound,
      other: Code.notFound,
      staff: 'image',
    });
  });
});

describe('the credit ledger (rest/customer/credit): rows follow their orders', () => {
  it("shows a purchaser the company's totals and only its own orders' rows, without the running balance", async () => {
    const mine = await creditOrder('buyer');
    const myRefund = await cancelledAndRefunded('buyer', mine);
    const kept = await creditOrder('buyer');
    const theirs = await creditOrder('demo');
    const theirRefund = await cancelledAndRefunded('demo', theirs);

    // The main account's orders are not the purchaser's to see, nor their numbers and amounts.
    const buyer = await creditOf('buyer', { limit: '40' });
    const shown = JSON.stringify(buyer);
    for (const hidden of [theirs.no, theirRefund]) expect(shown).not.toContain(hidden);

    const main = await creditOf('demo', { limit: '40' });
    expect(main.ownOrdersOnly).toBe(false);
    expect(main.entries.total).toBe(main.entries.list.length);
    const everything = main.entries.list.map((entry) => entry.reference);
    for (const reference of [mine.no, myRefund, kept.no, theirs.no, theirRefund])
      expect(everything).toContain(reference);
    expect(main.entries.list.every((entry) => typeof entry.availableAfter === 'number')).toBe(true);
    // An approver sees every order of the company, so the whole ledger.
    expect(await creditOf('approver', { limit: '40' })).toEqual(main);

    expect(buyer).toMatchObject({
      creditLimit: main.creditLimit,
      usedQuota: main.usedQuota,
      quota: main.quota,
      ownOrdersOnly: true,
    });
    // Every credit order the purchaser placed in this file (one returned above, the two here), each
    // charged once, the cancelled one refunded once: newest first, and nothing else.
    const ownOrders = await t.db
      .selectFrom('orders')
      .innerJoin('account', 'account.id', 'orders.account_id')
      .select('orders.order_no')
      .where('account.username', '=', 'demo_buyer')
      .where('orders.pay_type_id', '=', 2)
      .orderBy('orders.id')
      .execute();
    expect(ownOrders.map((order) => order.order_no)).toEqual(expect.arrayContaining([mine.no, kept.no]));
    const expected = ownOrders.flatMap((order) => [
      ['use', order.order_no],
      ...(order.order_no === mine.no ? [['refund', myRefund]] : []),
    ]);
    expect(buyer.entries.list.map((entry) => [entry.kind, entry.reference])).toEqual(expected.reverse());
    expect(buyer.entries.total).toBe(buyer.entries.list.length);
    expect(buyer.entries.list.every((entry) => entry.availableAfter === null)).toBe(true);
  });
});
