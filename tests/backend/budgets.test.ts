import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BudgetOverview, StaffBudgets } from '../../common/areas/budgets/budget.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { Code } from '../../common/envelope.ts';
import type { Money } from '../../common/money.ts';
import { releaseBudget } from '../../backend/areas/budgets/budget-ledger.ts';
import { companyOf } from './company-of.ts';
import { cancelledAndRefunded } from './console-steps.ts';
import { deliveryFor } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Budgets (预算) through the REST contract: with none set nothing is refused and nothing said; a
 * company's and a purchaser's budget, monthly and yearly, refuse an order that would exceed them
 * with what is left; a cancel and a refund give the amount back; a new month starts afresh; the
 * main account's orders count for the company only; every change writes the company's audit
 * trail. On PostgreSQL (TEST_DATABASE_URL) parallel orders and approvals really run at once and
 * never take more than the budget.
 */
let t: TestBackend;
type Who = 'demo' | 'approver' | 'buyer' | 'other';
const USERNAMES: Record<Who, string> = { demo: 'demo', approver: 'demo_approver', buyer: 'demo_buyer', other: 'other' };
/** A caller's token, logged in again once the clock moved past its session. */
const token = (who: Who) => t.buyerToken(USERNAMES[who]);
let companyId = 0;
let buyerId = 0;
let delivery = { address: 0, header: 0 };
/** Goods at ¥3,000.00 each: a purchaser's purchase of one waits for approval. */
let goods: number[] = [];
const PRICE = 30_000_000;

async function buyNow(who: 'demo' | 'buyer' | 'approver', goodsId = goods[0]!) {
  const reply = await t.call<number>('POST', '/rest/order/buyGoods', {
    token: await token(who),
    body: { goodsId, quantity: 1 },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}
const submit = async (who: 'demo' | 'buyer' | 'approver', uuId: number, payTypeId: 1 | 2 = 1) =>
  t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token: await token(who),
    body: { uuId, payTypeId, consigneeId: delivery.address, invoiceHeader: delivery.header },
  });
/** The main account's order of one goods at ¥3,000. */
const mainOrder = async (payTypeId: 1 | 2 = 1, goodsId = goods[0]!) =>
  submit('demo', await buyNow('demo', goodsId), payTypeId);
/** The purchaser's purchase of one goods at ¥3,000, waiting for approval: its id. */
async function purchase(goodsId = goods[0]!) {
  const placed = await submit('buyer', await buyNow('buyer', goodsId));
  expect(placed.code, placed.msg).toBe(0);
  expect(placed.data.paymentType).toBe(1);
  return placed.data.orderId;
}
const approve = async (purchaseId: number, who: 'demo' | 'approver' = 'approver') =>
  t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${purchaseId}`, { token: await token(who) });

const setBudget = async (
  accountId: number,
  period: 'month' | 'year',
  amount: string,
  who: 'demo' | 'buyer' | 'other' = 'demo',
) => t.call<number>('POST', '/rest/budget/save', { token: await token(who), body: { accountId, period, amount } });
const overview = async (who: 'demo' | 'buyer' | 'approver' = 'demo') => {
  const reply = await t.call<BudgetOverview>('GET', '/rest/budget/my', { token: await token(who) });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
};
const ledger = () =>
  t.db.selectFrom('budget_entry').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
const ledgerSum = async () => (await ledger()).reduce((sum, row) => sum + Number(row.amount), 0);
const orderCount = () => t.count('orders');

beforeAll(async () => {
  t = await startBackend();
  companyId = await companyOf(t, 'demo');
  buyerId = (
    await t.db.selectFrom('account').select('id').where('username', '=', 'demo_buyer').executeTakeFirstOrThrow()
  ).id;
  delivery = await deliveryFor(t, companyId);
  const rows = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .orderBy('id')
    .limit(8)
    .execute();
  expect(rows).toHaveLength(8);
  goods = rows.map((row) => row.id);
  await t.db.updateTable('goods').set({ sale_price: PRICE }).where('id', 'in', goods).execute();
  // Credit enough for every credit order here: only budgets may refuse.
  await t.db
    .insertInto('credit_entry')
    .values({ company_id: companyId, kind: 'opening', ref_id: null, limit_change: 1_000_000_000_000, created_at: 0 })
    .execute();
});
afterAll(() => t?.close());

/** Each test starts from no budget and an empty ledger (the demo seed sets two budgets). */
beforeEach(async () => {
  await t.db.deleteFrom('budget').execute();
  await t.db.deleteFrom('budget_entry').execute();
});

describe('the demo seed', () => {
  it('gives the demo company a monthly budget and its purchaser one, with their audit lines', async () => {
    // beforeEach cleared them: read what a fresh start wrote from a new backend.
    const fresh = await startBackend();
    try {
      const rows = await fresh.db
        .selectFrom('budget')
        .innerJoin('company', 'company.id', 'budget.company_id')
        .select(['budget.account_id', 'budget.period', 'budget.amount'])
        .orderBy('budget.account_id')
        .execute();
      expect(rows.map((row) => [row.account_id === 0, row.period, Number(row.amount)])).toEqual([
        [true, 'month', 2_000_000_000],
        [false, 'month', 200_000_000],
      ]);
      const audit = await fresh.db
        .selectFrom('company_audit')
        .select('kind')
        .where('kind', '=', 'budgetChanged')
        .execute();
      expect(audit).toHaveLength(2);
      // The seeded orders of last month reserved against the company's budget.
      const entries = await fresh.db.selectFrom('budget_entry').selectAll().execute();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.kind === 'reserve' && Number(entry.amount) > 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('no budget set', () => {
  it('refuses nothing and says nothing about budgets, but counts the orders for a budget set later', async () => {
    const before = await orderCount();
    const placed = await mainOrder();
    expect(placed.code, placed.msg).toBe(0);
    expect(placed.msg).not.toMatch(/预算/);
    const approved = await approve(await purchase());
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.msg).not.toMatch(/预算/);
    expect(await orderCount()).toBe(before + 2);
    expect((await ledger()).map((row) => row.kind)).toEqual(['reserve', 'reserve']);
    expect((await overview('buyer')).budgets).toEqual([]);
    expect((await t.call<boolean>('GET', '/rest/budget/applies', { token: await token('buyer') })).data).toBe(false);
    expect((await t.call<boolean>('GET', '/rest/budget/applies', { token: await token('demo') })).data).toBe(true);
  });
});

describe('a company budget', () => {
  it('refuses the order that would exceed this month, saying what is left, and the refused order leaves nothing', async () => {
    expect((await setBudget(0, 'month', '10000')).code).toBe(0);
    for (let i = 0; i < 3; i += 1) expect((await mainOrder()).code).toBe(0);
    const before = await orderCount();
    const refused = await mainOrder();
    expect(refused).toMatchObject({ code: Code.refused, msg: '超出本公司本月预算，剩余可用 ¥1,000.00' });
    expect(await orderCount()).toBe(before);
    expect(await ledgerSum()).toBe(3 * PRICE);
    // A purchaser's approved purchase counts against the company's budget as well.
    const approved = await approve(await purchase());
    expect(approved).toMatchObject({ code: Code.refused, msg: '超出本公司本月预算，剩余可用 ¥1,000.00' });
    // A sub-account's own order (an approver's, which needs no approval) is refused in its words.
    const approverId = (
      await t.db.selectFrom('account').select('id').where('username', '=', 'demo_approver').executeTakeFirstOrThrow()
    ).id;
    await setBudget(approverId, 'month', '100');
    const own = await submit('approver', await buyNow('approver'));
    expect(own).toMatchObject({ code: Code.refused, msg: '超出您的本月预算，剩余可用 ¥100.00' });
    await t.db.deleteFrom('budget').where('account_id', '=', approverId).execute();
    const [line] = (await overview()).budgets;
    expect(line).toMatchObject({ accountId: 0, period: 'month', amount: 10000, used: 9000, left: 1000 });
    // The purchaser sees the company's budget that counts its orders, read-only.
    expect((await overview('buyer')).budgets).toMatchObject([{ accountId: 0, left: 1000 }]);
    expect((await overview('buyer')).usage).toBeNull();
  });

  it('says it in English for an English caller', async () => {
    await setBudget(0, 'month', '2000');
    const uuId = await buyNow('demo');
    const reply = await t.call('POST', '/rest/order/submitOrder', {
      token: await token('demo'),
      body: { uuId, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header },
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply).toMatchObject({ code: Code.refused, msg: "Over the company's monthly budget: ¥2,000.00 left" });
  });
});

describe("a purchaser's budget", () => {
  it("refuses the purchaser's order beyond its own budget; the main account's orders count for the company only", async () => {
    await setBudget(buyerId, 'month', '5000');
    await setBudget(0, 'month', '100000');
    expect((await approve(await purchase())).code).toBe(0);
    const second = await purchase();
    const refused = await approve(second);
    expect(refused).toMatchObject({ code: Code.refused, msg: '超出采购员 demo_buyer 的本月预算，剩余可用 ¥2,000.00' });
    // Still waiting: the main account may approve it once the budget allows.
    expect((await mainOrder()).code).toBe(0);
    expect((await mainOrder()).code).toBe(0);
    const lines = (await overview()).budgets;
    expect(lines.find((line) => line.accountId === 0)).toMatchObject({ used: 9000, left: 91000 });
    expect(lines.find((line) => line.accountId === buyerId)).toMatchObject({
      username: 'demo_buyer',
      used: 3000,
      left: 2000,
    });
    await setBudget(buyerId, 'month', '6000');
    expect((await approve(second, 'demo')).code).toBe(0);
    const usage = (await overview()).usage!;
    expect(usage.months).toHaveLength(12);
    expect(usage.months[0]).toBe('2026-11');
    expect(usage.company.months[0]).toBe(12000);
    expect(usage.rows.find((row) => row.username === 'demo_buyer')).toMatchObject({ year: 6000 });
    expect(usage.rows.find((row) => row.username === 'demo')).toMatchObject({ year: 6000 });
  });
});

describe('releases', () => {
  it("gives a cancelled order's whole reservation back, in the month it reserved in", async () => {
    await setBudget(0, 'month', '5000');
    const placed = await mainOrder();
    expect(placed.code).toBe(0);
    expect((await mainOrder()).code).toBe(Code.refused);
    const cancelled = await t.call('POST', '/rest/order/cancel', {
      token: await token('demo'),
      body: { orderId: placed.data.orderId, reason: '项目取消' },
    });
    expect(cancelled.code, cancelled.msg).toBe(0);
    const rows = await ledger();
    expect(rows.map((row) => [row.kind, Number(row.amount), row.month])).toEqual([
      ['reserve', PRICE, '2026-11'],
      ['cancel', -PRICE, '2026-11'],
    ]);
    expect((await mainOrder()).code).toBe(0);
  });

  it('gives a refund back, never more than the order reserved, in the month it was reserved', async () => {
    const unbudgeted = await mainOrder(2);
    expect(unbudgeted.code).toBe(0);
    // The order before the budget counts against it too: 3,000 of 10,000 used, 7,000 left.
    await setBudget(0, 'month', '10000');
    const placed = await mainOrder(2);
    expect(placed.code, placed.msg).toBe(0);
    await cancelledAndRefunded(t, placed.data.orderId, {
      buyer: await token('demo'),
      service: await t.staffToken('service'),
      finance: await t.staffToken('finance'),
    });
    await cancelledAndRefunded(t, unbudgeted.data.orderId, {
      buyer: await token('demo'),
      service: await t.staffToken('service'),
      finance: await t.staffToken('finance'),
    });
    const rows = await ledger();
    expect(rows.map((row) => [row.kind, Number(row.amount), row.order_id])).toEqual([
      ['reserve', PRICE, unbudgeted.data.orderId],
      ['reserve', PRICE, placed.data.orderId],
      ['refund', -PRICE, placed.data.orderId],
      ['refund', -PRICE, unbudgeted.data.orderId],
    ]);
    // A second release of the same order finds nothing left to give back.
    await t.db.transaction().execute((trx) =>
      releaseBudget(trx, {
        kind: 'refund',
        orderId: placed.data.orderId,
        refId: 999_999,
        amount: PRICE as Money,
        now: 0,
      }),
    );
    expect(await ledgerSum()).toBe(0);
  });
});

describe('changing and removing', () => {
  it('writes the audit trail; only the main account may, only its own sub-accounts and budgets, with valid amounts', async () => {
    const first = await setBudget(buyerId, 'month', '1234.5');
    expect(first.code, first.msg).toBe(0);
    expect((await setBudget(buyerId, 'month', '2000')).data).toBe(first.data);
    const removed = await t.call('POST', '/rest/budget/remove', {
      token: await token('demo'),
      body: { id: first.data },
    });
    expect(removed.code, removed.msg).toBe(0);
    const audit = await t.db
      .selectFrom('company_audit')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('kind', 'in', ['budgetChanged', 'budgetRemoved'])
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(audit.reverse().map((row) => [row.kind, row.actor, row.subject_id, JSON.parse(row.detail_json!)])).toEqual([
      ['budgetChanged', 'demo', first.data, { scope: 'demo_buyer', period: 'month', amount: '1234.50', before: null }],
      [
        'budgetChanged',
        'demo',
        first.data,
        { scope: 'demo_buyer', period: 'month', amount: '2000.00', before: '1234.50' },
      ],
      ['budgetRemoved', 'demo', first.data, { scope: 'demo_buyer', period: 'month', amount: null, before: '2000.00' }],
    ]);
    expect(await t.db.selectFrom('budget').selectAll().execute()).toEqual([]);

    for (const amount of ['0', '-5', '1.234', 'abc', '', '100000000000.01'])
      expect((await setBudget(0, 'month', amount)).code, amount).toBe(Code.invalid);
    expect((await setBudget(0, 'week' as 'month', '100')).code).toBe(Code.invalid);
    expect(await t.db.selectFrom('budget').selectAll().execute()).toEqual([]);
    expect((await setBudget(0, 'month', '100', 'buyer')).code).toBe(Code.roleNotAllowed);
    const main = await t.db.selectFrom('account').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    expect((await setBudget(main.id, 'month', '100')).msg).toBe('主账号不设个人预算，其订单计入本公司预算');
    const otherMain = await t.db
      .selectFrom('account')
      .select('id')
      .where('username', '=', 'other')
      .executeTakeFirstOrThrow();
    expect((await setBudget(otherMain.id, 'month', '100')).code).toBe(Code.notFound);
    // Another company's budget is not found, and stays.
    const own = await setBudget(0, 'year', '100');
    const theirs = await t.call('POST', '/rest/budget/remove', { token: await token('other'), body: { id: own.data } });
    expect(theirs.code).toBe(Code.notFound);
    expect(await t.db.selectFrom('budget').selectAll().execute()).toHaveLength(1);
    expect(
      (await t.call<BudgetOverview>('GET', '/rest/budget/my', { token: await token('other') })).data.budgets,
    ).toEqual([]);
  });

  it('shows staff a company budgets and this month use, read-only', async () => {
    await setBudget(0, 'month', '10000');
    expect((await mainOrder()).code).toBe(0);
    const view = await t.consoleGet<StaffBudgets>(`/budgets/company/${companyId}`, 'service');
    expect(view.data).toMatchObject({
      month: '2026-11',
      monthUsed: 3000,
      budgets: [{ amount: 10000, used: 3000, left: 7000 }],
    });
    expect((await t.consoleGet('/budgets/company/999999', 'service')).code).toBe(Code.notFound);
    expect(
      (await t.call('GET', `/rest/staff/budgets/company/${companyId}`, { token: await token('demo') })).code,
    ).not.toBe(0);
  });
});

describe('periods', () => {
  it('starts a month afresh, and counts a yearly budget over the months of its year', async () => {
    await setBudget(0, 'month', '5000');
    expect((await mainOrder()).code).toBe(0);
    expect((await mainOrder()).code).toBe(Code.refused);
    // 2 December, Shanghai.
    t.clock.advance(10 * 24 * 3_600_000);
    expect((await mainOrder()).code).toBe(0);
    expect((await overview()).budgets[0]).toMatchObject({ periodKey: '2026-12', used: 3000 });

    await setBudget(0, 'year', '10000');
    expect((await mainOrder(1, goods[1])).code).toBe(Code.refused);
    await t.call('POST', '/rest/budget/remove', {
      token: await token('demo'),
      body: { id: (await overview()).budgets.find((line) => line.period === 'month')!.id },
    });
    expect((await mainOrder()).code).toBe(0);
    const refused = await mainOrder();
    expect(refused).toMatchObject({ code: Code.refused, msg: '超出本公司本年度预算，剩余可用 ¥1,000.00' });
    // 2 January: a new year.
    t.clock.advance(31 * 24 * 3_600_000);
    expect((await mainOrder()).code).toBe(0);
    expect((await overview()).budgets[0]).toMatchObject({ period: 'year', periodKey: '2027', used: 3000, left: 7000 });
  });
});

describe('at once', () => {
  it('lets exactly three of eight ¥3,000 orders through a ¥10,000 budget', async () => {
    await setBudget(0, 'month', '10000');
    const settlements = [];
    for (const goodsId of goods) settlements.push(await buyNow('demo', goodsId));
    const before = await orderCount();
    const replies = await Promise.all(settlements.map((uuId) => submit('demo', uuId)));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(3);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: '超出本公司本月预算，剩余可用 ¥1,000.00' });
    expect(await orderCount()).toBe(before + 3);
    expect(await ledgerSum()).toBe(3 * PRICE);
  });

  it("approves exactly three of eight purchases at once against the purchaser's ¥10,000 budget", async () => {
    await setBudget(buyerId, 'month', '10000');
    const purchases = [];
    for (const goodsId of goods) purchases.push(await purchase(goodsId));
    const before = await orderCount();
    const replies = await Promise.all(purchases.map((id, i) => approve(id, i % 2 === 0 ? 'demo' : 'approver')));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(3);
    for (const lost of replies.filter((reply) => reply.code !== 0))
      expect(lost).toMatchObject({ code: Code.refused, msg: '超出采购员 demo_buyer 的本月预算，剩余可用 ¥1,000.00' });
    expect(await orderCount()).toBe(before + 3);
    expect(await ledgerSum()).toBeLessThanOrEqual(10_000 * 10_000);
    expect(await ledgerSum()).toBe(3 * PRICE);
  });
});
