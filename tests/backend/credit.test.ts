import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord, CreditSummary } from '../../common/areas/contracts/contract.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { moneyToText, moneyToWire, type Money } from '../../common/money.ts';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import { companyOf } from './company-of.ts';
import { contractSteps, draftForm } from './contract-steps.ts';
import { setQuota } from './credit.ts';
import { addOtherHeader, deliveryFor, OTHER_MOBILE, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The credit ledger through the REST contract: the demo companies' credit comes from
 * their signed contracts; credit orders, their cancel and refund move it once each; what the
 * header (rest/customer/info), the credit page (rest/customer/credit) and the ledger's rows say
 * always agree, the running 可用额度 after each row included; parallel orders never take more
 * than is free (on PostgreSQL, TEST_DATABASE_URL, they really run in parallel); and a contract
 * granting less than is used leaves nothing free, never a negative quota.
 */
let t: TestBackend;
let c: ReturnType<typeof contractSteps>;
const buyers: Record<'demo' | 'approver' | 'buyer' | 'other', string> = {
  demo: '',
  approver: '',
  buyer: '',
  other: '',
};
const staff: Record<string, string> = {};
const company: Record<'demo' | 'other', number> = { demo: 0, other: 0 };
const delivery: Record<'demo' | 'other', { address: number; header: number }> = {
  demo: { address: 0, header: 0 },
  other: { address: 0, header: 0 },
};
let goodsId: number;

const yuan = (units: number) => moneyToWire(units as Money);
const totals = async (companyId: number) => {
  const credit = await creditOf(t.db, companyId);
  return { limit: Number(credit.limit), used: Number(credit.used), available: Number(credit.available) };
};
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A settlement of one goods line (Buy Now), then its order paid on credit (2) or offline (1). */
async function buyNow(who: 'demo' | 'other', quantity: number, goods = goodsId) {
  const reply = await t.call<number>('POST', '/rest/order/buyGoods', {
    token: buyers[who],
    body: { goodsId: goods, quantity },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}
const submit = (who: 'demo' | 'other', uuId: number, payTypeId: 1 | 2 = 2) =>
  t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token: buyers[who],
    body: { uuId, payTypeId, consigneeId: delivery[who].address, invoiceHeader: delivery[who].header },
  });
async function creditOrder(who: 'demo' | 'other', quantity: number, goods = goodsId) {
  const placed = await submit(who, await buyNow(who, quantity, goods));
  expect(placed.code, placed.msg).toBe(0);
  return orderRow(placed.data.orderId);
}

/**
 * Everything the company's people read about its credit agrees with its ledger: the header, the
 * credit page's totals, and every row of the ledger read page by page, newest first, each with
 * its cause and the credit available after it (the running sums, never below zero).
 */
async function expectLedgerAgrees(who: 'demo' | 'other') {
  const companyId = company[who];
  const sums = await totals(companyId);
  expect(sums.available).toBe(Math.max(0, sums.limit - sums.used));
  expect(sums.available).toBeGreaterThanOrEqual(0);
  const header = await c.info(buyers[who]);
  expect(header).toMatchObject({
    creditLimit: yuan(sums.limit),
    usedQuota: yuan(sums.used),
    quota: yuan(sums.available),
  });

  const rows = await c.ledger(companyId);
  const entries: CreditSummary['entries']['list'] = [];
  for (let page = 1; ; page += 1) {
    const summary = await c.creditSummary(buyers[who], { page: String(page), limit: '10' });
    expect(summary).toMatchObject({
      creditLimit: header.creditLimit,
      usedQuota: header.usedQuota,
      quota: header.quota,
    });
    expect(summary.entries.total).toBe(rows.length);
    entries.push(...summary.entries.list);
    if (summary.entries.list.length < 10) break;
  }
  expect(entries.map((entry) => entry.id)).toEqual(rows.map((row) => row.id).reverse());
  let limit = 0;
  let used = 0;
  const expected = rows.map((row) => {
    limit += Number(row.limit_change);
    used += Number(row.used_change);
    return {
      id: row.id,
      kind: row.kind,
      limitChange: yuan(Number(row.limit_change)),
      usedChange: yuan(Number(row.used_change)),
      availableAfter: yuan(Math.max(0, limit - used)),
    };
  });
  expect(entries).toMatchObject(expected.reverse());
  expect(entries[0]?.availableAfter ?? 0).toBe(header.quota);
  return { header, entries };
}

beforeAll(async () => {
  t = await startBackend();
  c = contractSteps(t);
  buyers.demo = await t.buyerToken('demo');
  buyers.approver = await t.buyerToken('demo_approver');
  buyers.buyer = await t.buyerToken('demo_buyer');
  buyers.other = await t.buyerToken('other');
  company.demo = await companyOf(t, 'demo');
  company.other = await companyOf(t, 'other');
  delivery.demo = await deliveryFor(t, company.demo);
  delivery.other = await deliveryFor(t, company.other);
  delivery.other.header = await addOtherHeader(t, buyers.other);
  goodsId = await plentifulGoods(t);
  for (const role of ['service', 'finance']) staff[role] = await t.staffToken(role);
});
afterAll(() => t.close());

describe("where the demo companies' credit comes from", () => {
  it('is the credit of each signed contract, the first row of its ledger, and the sums of that ledger', async () => {
    for (const [who, contractNo, credit] of [
      ['demo', 'HT2025121200001', 500000],
      ['other', 'HT2025121200002', 200000],
    ] as const) {
      const { header, entries } = await expectLedgerAgrees(who);
      // The demo company bought on credit last month (the seed): three 'use' rows after the grant.
      const used = entries.filter((entry) => entry.kind === 'use').reduce((sum, entry) => sum + entry.usedChange, 0);
      expect(header).toMatchObject({ creditLimit: credit, usedQuota: used, quota: credit - used });
      expect(entries.filter((entry) => entry.kind === 'use')).toHaveLength(who === 'demo' ? 3 : 0);
      const contracts = await c.buyerGet<Page<ContractRecord>>(buyers[who], '/page', { status: '3' });
      expect(contracts.data.list.map((each) => [each.contractNo, each.creditAmount])).toEqual([[contractNo, credit]]);
      expect(entries.at(-1)).toEqual(
        expect.objectContaining({ kind: 'grant', reference: contractNo, limitChange: credit, availableAfter: credit }),
      );
      const [row] = await c.ledger(company[who]);
      expect(row).toMatchObject({ kind: 'grant', ref_id: contracts.data.list[0]!.id, used_change: 0 });
    }
  });

  it("is read by every account of the company, its own only; without a session it's 10020", async () => {
    const main = await c.creditSummary(buyers.demo);
    expect(await c.creditSummary(buyers.approver)).toEqual(main);
    // A purchaser reads the company's totals, but of the rows only its own orders' (none yet: the
    // seeded credit orders are the main account's), as its order list shows only its own.
    expect(await c.creditSummary(buyers.buyer)).toEqual({
      ...main,
      ownOrdersOnly: true,
      entries: { list: [], total: 0 },
    });
    for (const token of [buyers.approver, buyers.buyer]) expect((await c.info(token)).quota).toBe(main.quota);
    const other = await c.creditSummary(buyers.other);
    expect(other.entries.list.map((entry) => entry.reference)).toEqual(['HT2025121200002']);
    expect((await t.call('GET', '/rest/customer/credit')).code).toBe(Code.tokenInvalid);
    // A page size not offered falls back to the first.
    expect((await c.creditSummary(buyers.demo, { limit: '7', page: 'x' })).entries.list).toHaveLength(
      main.entries.total,
    );
  });
});

describe('credit orders, their cancel and refund', () => {
  it('charges a credit order once, and gives it back once when its cancel is approved and refunded', async () => {
    const before = await totals(company.demo);
    const rowsBefore = (await c.ledger(company.demo)).length;
    const order = await creditOrder('demo', 2);
    const total = Number(order.total_amount);
    expect(order).toMatchObject({ pay_type_id: 2, is_pay: 1 });
    expect(await totals(company.demo)).toEqual({
      limit: before.limit,
      used: before.used + total,
      available: before.available - total,
    });
    const { entries } = await expectLedgerAgrees('demo');
    expect(entries[0]).toMatchObject({ kind: 'use', reference: order.order_no, usedChange: yuan(total) });
    expect((await c.ledger(company.demo)).at(-1)).toMatchObject({ kind: 'use', ref_id: order.id, used_change: total });

    // An offline order moves no credit.
    const offline = await submit('demo', await buyNow('demo', 1), 1);
    expect(offline.code, offline.msg).toBe(0);
    expect(await c.ledger(company.demo)).toHaveLength(rowsBefore + 1);

    // The cancel of a paid order waits for staff: nothing back yet, nor on approval (the order is cancelled).
    const asked = await t.call('POST', '/rest/order/cancel', {
      token: buyers.demo,
      body: { orderId: order.id, reason: '项目取消' },
    });
    expect(asked.code, asked.msg).toBe(0);
    const request = await t.db
      .selectFrom('after_sale')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const staffStep = (action: string, role: string, body: Record<string, unknown>) =>
      t.call('POST', `/rest/staff/afterSales/${request.id}/${action}`, { token: staff[role], body, json: true });
    expect((await staffStep('approve', 'service', { seen: '1' })).code).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ order_status: 4 });
    expect(await c.ledger(company.demo)).toHaveLength(rowsBefore + 1);

    const amount = moneyToText(request.refund_amount as Money, 2);
    expect((await staffStep('refund', 'finance', { seen: '3', amount })).code).toBe(0);
    expect((await staffStep('refund', 'finance', { seen: '3', amount })).code).toBe(Code.conflict);
    expect(await totals(company.demo)).toEqual(before);
    const refund = await t.db
      .selectFrom('refund')
      .selectAll()
      .where('after_sale_id', '=', request.id)
      .executeTakeFirstOrThrow();
    const rows = await c.ledger(company.demo);
    expect(rows).toHaveLength(rowsBefore + 2);
    expect(rows.at(-1)).toMatchObject({ kind: 'refund', ref_id: refund.id, used_change: -total, limit_change: 0 });
    const after = await expectLedgerAgrees('demo');
    expect(after.entries[0]).toMatchObject({
      kind: 'refund',
      reference: request.after_sale_no,
      usedChange: -yuan(total),
      availableAfter: yuan(before.available),
    });
  });

  it('refuses a credit order the available credit does not cover, writing nothing', async () => {
    const before = await totals(company.demo);
    await setQuota(t.db, company.demo, 100);
    const rows = (await c.ledger(company.demo)).length;
    const orders = await t.count('orders');
    const short = await submit('demo', await buyNow('demo', 5));
    expect(short).toMatchObject({
      code: Code.refused,
      msg: expect.stringMatching(/^账期额度不足：本单.+元，可用额度0\.01元$/),
    });
    expect(await t.count('orders')).toBe(orders);
    expect(await c.ledger(company.demo)).toHaveLength(rows);
    expect((await totals(company.demo)).available).toBe(100);
    await setQuota(t.db, company.demo, before.available);
    await expectLedgerAgrees('demo');
  });
});

describe('parallel credit orders', () => {
  it('takes no more than is free when 20 orders worth more than the available credit come at once', async () => {
    // Twenty different goods at one price: no stock row queues the orders, only the credit does.
    const goods = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>=', 1000)
      .orderBy('id')
      .limit(21)
      .execute();
    expect(goods).toHaveLength(21);
    await t.db
      .updateTable('goods')
      .set({ sale_price: 1_000_000 })
      .where(
        'id',
        'in',
        goods.map((each) => each.id),
      )
      .execute();
    const price = Number((await creditOrder('demo', 1, goods[20]!.id)).total_amount);
    expect(price).toBe(1_000_000);
    const free = Math.floor(7.5 * price);
    await setQuota(t.db, company.demo, free);
    const settlements: number[] = [];
    for (const each of goods.slice(0, 20)) settlements.push(await buyNow('demo', 1, each.id));
    const uses = async () => (await c.ledger(company.demo)).filter((row) => row.kind === 'use').length;
    const usesBefore = await uses();
    const orders = await t.count('orders');

    const replies = await Promise.all(settlements.map((uuId) => submit('demo', uuId)));
    const won = replies.filter((reply) => reply.code === 0);
    expect(won).toHaveLength(7);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: expect.stringMatching(/^账期额度不足/) });
    expect(await t.count('orders')).toBe(orders + 7);
    expect(await uses()).toBe(usesBefore + 7);
    const after = await totals(company.demo);
    expect(after.available).toBe(free - 7 * price);
    expect(after.available).toBeGreaterThanOrEqual(0);
    expect(after.used).toBeLessThanOrEqual(after.limit);
    await expectLedgerAgrees('demo');
  });
});

describe('a contract granting less than is used', () => {
  it('sets the limit to the newest signed contract; nothing is free, and the quota is never negative', async () => {
    const order = await creditOrder('other', 3);
    const used = (await totals(company.other)).used;
    expect(used).toBe(Number(order.total_amount));
    expect(used).toBeGreaterThan(100);
    const limitBefore = (await totals(company.other)).limit;

    const contract = await c.sent(
      staff.service!,
      draftForm(company.other, { mainCharge: '李四', creditAmount: '0.01' }),
    );
    await c.signed(buyers.other, contract.id, OTHER_MOBILE);
    expect((await c.ledger(company.other)).at(-1)).toMatchObject({
      kind: 'grant',
      ref_id: contract.id,
      limit_change: 100 - limitBefore,
    });
    expect(await totals(company.other)).toEqual({ limit: 100, used, available: 0 });
    const { header, entries } = await expectLedgerAgrees('other');
    expect(header).toMatchObject({ creditLimit: 0.01, usedQuota: yuan(used), quota: 0 });
    expect(entries[0]).toMatchObject({ kind: 'grant', reference: contract.contractNo, availableAfter: 0 });

    const refused = await submit('other', await buyNow('other', 1));
    expect(refused).toMatchObject({ code: Code.refused, msg: expect.stringMatching(/可用额度0\.00元$/) });
    expect(await totals(company.other)).toEqual({ limit: 100, used, available: 0 });
    await expectLedgerAgrees('other');
  });
});
