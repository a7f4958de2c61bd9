import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { moneyToText, payable, type Money } from '../../common/money.ts';
import type { CompanyAuditRow } from '../../common/company-audit.ts';
import type { FillOrder, PurchaseDetail, PurchaseRow, SubmitResult } from '../../common/areas/orders/order-types.ts';
import type { ApprovalRuleWire } from '../../common/areas/approval-rules/index.ts';
import type { TodoQueue } from '../../common/areas/staff/console.ts';
import { companyOf } from './company-of.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Approval rules: which purchaser's purchases wait and who may decide them (approvers up to the
 * approver limit, the main account above it, nobody their own), the texts to the reviewers, the
 * company's audit trail of decisions and rule changes, and a price change between the confirm
 * screen and the submit. On PostgreSQL (TEST_DATABASE_URL) the races really run in parallel.
 */
let t: TestBackend;
let main: string;
let approver: string;
let buyer: string;
let companyId: number;
let delivery: { address: number; header: number };
let goodsId: number;
let price: Money;

const MAIN_MOBILE = '13800000000';
const APPROVER_MOBILE = '13800000001';
const yuan = (amount: number) => moneyToText(payable(amount as Money), 2);

async function setRule(body: Record<string, unknown>, token = main) {
  return t.call('POST', '/rest/approvalRule/save', { token, body });
}

/** Buy Now of `quantity` and submit it by offline transfer: what submitting said, and the settlement. */
async function purchase(quantity: number, extra: Record<string, unknown> = {}, id = goodsId) {
  const uuId = await t.call<number>('POST', '/rest/order/buyGoods', { token: buyer, body: { goodsId: id, quantity } });
  expect(uuId.code, uuId.msg).toBe(0);
  const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token: buyer,
    body: { uuId: uuId.data, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header, ...extra },
  });
  return { uuId: uuId.data, placed };
}

const levelOf = async (uuId: number) =>
  await t.db
    .selectFrom('purchase')
    .select(['approval_level', 'check_status', 'needs_approval'])
    .where('id', '=', uuId)
    .executeTakeFirstOrThrow();

const auditRows = (kind: string, subjectId?: number) => {
  let query = t.db.selectFrom('company_audit').selectAll().where('company_id', '=', companyId).where('kind', '=', kind);
  if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
  return query.orderBy('id').execute();
};

const smsCount = async (mobile: string) =>
  Number(
    (
      await t.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('mobile', '=', mobile)
        .where('content', 'like', '%等待您审批%')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startBackend();
  main = await t.buyerToken('demo');
  approver = await t.buyerToken('demo_approver');
  buyer = await t.buyerToken('demo_buyer');
  companyId = await companyOf(t, 'demo');
  delivery = await deliveryFor(t, companyId);
  goodsId = await plentifulGoods(t);
  const goods = await t.db.selectFrom('goods').select('sale_price').where('id', '=', goodsId).executeTakeFirstOrThrow();
  price = goods.sale_price as Money;
  expect(price).toBeGreaterThan(0);
});
afterAll(() => t.close());

describe('the rule', () => {
  it('is read and set by the main account only, checked like the form, and recorded in the trail', async () => {
    expect((await t.call('GET', '/rest/approvalRule', { token: approver })).code).toBe(Code.roleNotAllowed);
    expect((await setRule({ mode: 'always' }, buyer)).code).toBe(Code.roleNotAllowed);
    expect(await setRule({ mode: 'above' })).toMatchObject({ code: Code.invalid, msg: '请填写审批金额' });
    expect(await setRule({ mode: 'above', amount: '12.345' })).toMatchObject({ code: Code.invalid });
    expect(await setRule({ mode: 'categories' })).toMatchObject({
      code: Code.invalid,
      msg: '请至少选择一个需审批的分类',
    });
    expect(await setRule({ mode: 'sometimes' })).toMatchObject({ code: Code.invalid });
    expect((await setRule({ mode: 'categories', categoryIds: [99999] })).code).toBe(Code.notFound);
    const before = await auditRows('approvalRuleChanged');

    const saved = await setRule({ mode: 'above', amount: '500', approverLimit: '5000' });
    expect(saved).toMatchObject({ code: 0, msg: '审批规则已保存' });
    const rule = await t.call<ApprovalRuleWire>('GET', '/rest/approvalRule', { token: main });
    expect(rule.data).toMatchObject({ mode: 'above', amount: 500, approverLimit: 5000, updatedBy: 'demo' });
    const after = await auditRows('approvalRuleChanged');
    expect(after).toHaveLength(before.length + 1);
    expect(JSON.parse(after.at(-1)!.detail_json!)).toMatchObject({
      after: { mode: 'above', amount: '500.00', approverLimit: '5000.00' },
    });
    // Saving the same rule again records nothing.
    await setRule({ mode: 'above', amount: '500', approverLimit: '5000' });
    expect(await auditRows('approvalRuleChanged')).toHaveLength(after.length);
  });
});

describe('which purchases wait, and for whom', () => {
  it('always (the default): every purchase waits, level 1, and the approver is texted', async () => {
    await setRule({ mode: 'always' });
    const texts = await smsCount(APPROVER_MOBILE);
    const mainTexts = await smsCount(MAIN_MOBILE);
    const { uuId, placed } = await purchase(1);
    expect(placed.data).toMatchObject({ paymentType: 1, orderId: uuId });
    expect(await levelOf(uuId)).toMatchObject({ approval_level: 1, check_status: 1, needs_approval: 1 });
    expect(await smsCount(APPROVER_MOBILE)).toBe(texts + 1);
    expect(await smsCount(MAIN_MOBILE)).toBe(mainTexts);
  });

  it('above: at or below the amount the purchase is an order at once, above it waits', async () => {
    const amount = yuan(price * 2);
    await setRule({ mode: 'above', amount });
    const fill = async (quantity: number) => {
      const uuId = await t.call<number>('POST', '/rest/order/buyGoods', { token: buyer, body: { goodsId, quantity } });
      return (await t.call<FillOrder>('POST', '/rest/order/fillOrder', { token: buyer, body: { uuId: uuId.data } }))
        .data;
    };
    // The confirm screen says beforehand.
    expect((await fill(1)).approvalLevel).toBe(0);
    expect((await fill(3)).approvalLevel).toBe(1);

    const orders = await t.count('orders');
    const texts = await smsCount(APPROVER_MOBILE);
    const small = await purchase(1);
    expect(small.placed).toMatchObject({ code: 0, msg: '下单成功', data: { paymentType: 2 } });
    expect(await t.count('orders')).toBe(orders + 1);
    expect(await levelOf(small.uuId)).toMatchObject({ approval_level: 0, check_status: 2, needs_approval: 0 });
    expect(await smsCount(APPROVER_MOBILE)).toBe(texts);
    // Not a purchase to review: nobody's purchase list shows it.
    const list = await t.call<{ list: PurchaseRow[] }>('GET', '/rest/order/purchase/page', { token: main });
    expect(list.data.list.map((row) => row.id)).not.toContain(small.uuId);

    const large = await purchase(3);
    expect(large.placed.data).toMatchObject({ paymentType: 1 });
    expect(await levelOf(large.uuId)).toMatchObject({ approval_level: 1, check_status: 1 });
    expect(await t.count('orders')).toBe(orders + 1);
    expect(await smsCount(APPROVER_MOBILE)).toBe(texts + 1);
  });

  it('categories: only purchases of goods under a chosen category (its subtree included) wait', async () => {
    const goods = await t.db
      .selectFrom('goods')
      .innerJoin('category', 'category.id', 'goods.category_id')
      .select(['category.parent_id'])
      .where('goods.id', '=', goodsId)
      .executeTakeFirstOrThrow();
    // The goods' category's parent: the rule names a level above the goods.
    const parent = goods.parent_id!;
    const elsewhere = await t.db
      .selectFrom('category')
      .select('id')
      .where('id', '!=', parent)
      .where('level', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await setRule({ mode: 'categories', categoryIds: [parent] });
    expect((await purchase(1)).placed.data).toMatchObject({ paymentType: 1 });
    await setRule({ mode: 'categories', categoryIds: [elsewhere.id] });
    expect((await purchase(1)).placed.data).toMatchObject({ paymentType: 2 });
  });
});

describe('two levels', () => {
  it('above the approver limit only the main account decides: hidden from the approver, 404 to its decision', async () => {
    await setRule({ mode: 'always', approverLimit: yuan(price * 2) });
    const mainTexts = await t.texts(MAIN_MOBILE, '需主账号审批');
    const approverTexts = await smsCount(APPROVER_MOBILE);
    const { uuId } = await purchase(3);
    expect(await levelOf(uuId)).toMatchObject({ approval_level: 2, check_status: 1 });
    expect(await t.texts(MAIN_MOBILE, '需主账号审批')).toHaveLength(mainTexts.length + 1);
    expect(await smsCount(APPROVER_MOBILE)).toBe(approverTexts);

    const approverList = await t.call<{ list: PurchaseRow[] }>('GET', '/rest/order/purchase/page', {
      token: approver,
      query: { limit: '40' },
    });
    expect(approverList.data.list.map((row) => row.id)).not.toContain(uuId);
    expect(approverList.data.list.every((row) => row.approvalLevel === 1)).toBe(true);
    expect((await t.call('GET', `/rest/order/purchase/info/${uuId}`, { token: approver })).code).toBe(Code.notFound);
    expect((await t.call('POST', `/rest/order/checkPass/${uuId}`, { token: approver })).code).toBe(Code.notFound);
    const reject = await t.call('POST', '/rest/order/checkUnPass', {
      token: approver,
      body: { purchaseId: uuId, reason: '太贵' },
    });
    expect(reject.code).toBe(Code.notFound);
    expect(await levelOf(uuId)).toMatchObject({ check_status: 1 });

    const info = await t.call<PurchaseDetail>('GET', `/rest/order/purchase/info/${uuId}`, { token: main });
    expect(info.data).toMatchObject({ approvalLevel: 2, canDecide: true });
    const orders = await t.count('orders');
    const approved = await t.call<{ orderId: number }>('POST', `/rest/order/checkPass/${uuId}`, { token: main });
    expect(approved.code, approved.msg).toBe(0);
    expect(await t.count('orders')).toBe(orders + 1);
    const [row] = await auditRows('purchaseApproved', uuId);
    expect(row).toMatchObject({ actor: 'demo', subject_id: uuId });
    expect(JSON.parse(row!.detail_json!)).toMatchObject({ amount: yuan(price * 3), level: 2 });
  });

  it('at or below the limit an approver decides, and sees that it may', async () => {
    const { uuId } = await purchase(1);
    expect(await levelOf(uuId)).toMatchObject({ approval_level: 1 });
    const info = await t.call<PurchaseDetail>('GET', `/rest/order/purchase/info/${uuId}`, { token: approver });
    expect(info.data).toMatchObject({ approvalLevel: 1, canDecide: true });
    const rejected = await t.call('POST', '/rest/order/checkUnPass', {
      token: approver,
      body: { purchaseId: uuId, reason: '请换个型号' },
    });
    expect(rejected.code, rejected.msg).toBe(0);
    const [row] = await auditRows('purchaseRejected', uuId);
    expect(row).toMatchObject({ actor: 'demo_approver' });
    expect(JSON.parse(row!.detail_json!)).toMatchObject({ reason: '请换个型号', level: 1 });
    // The purchaser sees it decided, and may not decide anything.
    const mine = await t.call<PurchaseDetail>('GET', `/rest/order/purchase/info/${uuId}`, { token: buyer });
    expect(mine.data).toMatchObject({ checkStatus: 3, canDecide: false });

    // Resubmitted above the limit, it waits for the main account, who is texted.
    const texts = await t.texts(MAIN_MOBILE, '需主账号审批');
    const resubmitted = await t.call('POST', `/rest/order/purchase/resubmit/${uuId}`, {
      token: buyer,
      body: {
        payTypeId: 1,
        consigneeId: delivery.address,
        invoiceHeader: delivery.header,
        goodsId: [goodsId],
        quantity: [3],
      },
    });
    expect(resubmitted.code, resubmitted.msg).toBe(0);
    expect(await levelOf(uuId)).toMatchObject({ approval_level: 2, check_status: 1 });
    expect(await t.texts(MAIN_MOBILE, '需主账号审批')).toHaveLength(texts.length + 1);
  });

  it('nobody approves their own purchase', async () => {
    const { uuId } = await purchase(1);
    // The purchaser becomes an approver (the main account may change a sub-account's type).
    await t.db.updateTable('account').set({ account_type: 1 }).where('username', '=', 'demo_buyer').execute();
    try {
      const own = await t.call<PurchaseDetail>('GET', `/rest/order/purchase/info/${uuId}`, { token: buyer });
      expect(own.data.canDecide).toBe(false);
      expect((await t.call('POST', `/rest/order/checkPass/${uuId}`, { token: buyer })).code).toBe(Code.notFound);
      const reject = await t.call('POST', '/rest/order/checkUnPass', {
        token: buyer,
        body: { purchaseId: uuId, reason: '自己驳回' },
      });
      expect(reject.code).toBe(Code.notFound);
      expect(await levelOf(uuId)).toMatchObject({ check_status: 1 });
    } finally {
      await t.db.updateTable('account').set({ account_type: 2 }).where('username', '=', 'demo_buyer').execute();
    }
  });

  it('a company without an approver texts its main account for level 1', async () => {
    await t.db
      .updateTable('account')
      .set({ deleted_at: t.clock.now() })
      .where('username', '=', 'demo_approver')
      .execute();
    try {
      const texts = await smsCount(MAIN_MOBILE);
      await purchase(1);
      expect(await smsCount(MAIN_MOBILE)).toBe(texts + 1);
    } finally {
      await t.db.updateTable('account').set({ deleted_at: null }).where('username', '=', 'demo_approver').execute();
    }
  });
});

describe('a price change during checkout', () => {
  it('refuses a total other than the one confirmed, changing nothing; the confirmed one orders', async () => {
    await setRule({ mode: 'always' });
    const uuId = await t.call<number>('POST', '/rest/order/buyGoods', { token: main, body: { goodsId, quantity: 2 } });
    const total = yuan(price * 2);
    const body = { uuId: uuId.data, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header };
    const orders = await t.count('orders');
    const stale = await t.call('POST', '/rest/order/submitOrder', {
      token: main,
      body: { ...body, expectedTotal: '0.01' },
    });
    expect(stale).toMatchObject({ code: Code.refused, msg: `价格已变化，现合计 ¥${total}，请确认后再提交` });
    expect(await t.count('orders')).toBe(orders);
    expect(await levelOf(uuId.data)).toMatchObject({ check_status: 0 });
    const english = await t.call('POST', '/rest/order/submitOrder', {
      token: main,
      body: { ...body, expectedTotal: '0.01' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.msg).toContain(`¥${total}`);
    const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
      token: main,
      body: { ...body, expectedTotal: total },
    });
    expect(placed.data.paymentType).toBe(2);
    expect(await t.count('orders')).toBe(orders + 1);
    expect(
      (await t.call('POST', '/rest/order/submitOrder', { token: main, body: { ...body, expectedTotal: 'abc' } })).code,
    ).toBe(Code.invalid);
  });
});

describe('the audit trail', () => {
  it('shows the main account every row as a sentence, newest first, by kind and month, and exports it', async () => {
    expect((await t.call('GET', '/rest/companyAudit/page', { token: approver })).code).toBe(Code.roleNotAllowed);
    const page = await t.call<{ list: CompanyAuditRow[]; total: number }>('GET', '/rest/companyAudit/page', {
      token: main,
    });
    expect(page.code).toBe(0);
    expect(page.data.total).toBeGreaterThanOrEqual(5);
    const times = page.data.list.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data.list.some((row) => row.sentence.startsWith('demo审核通过了采购单'))).toBe(true);

    const rejected = await t.call<{ list: CompanyAuditRow[] }>('GET', '/rest/companyAudit/page', {
      token: main,
      query: { kind: 'purchaseRejected' },
      headers: { 'accept-language': 'en' },
    });
    expect(rejected.data.list.length).toBeGreaterThan(0);
    expect(rejected.data.list.every((row) => row.kind === 'purchaseRejected')).toBe(true);
    expect(rejected.data.list[0]!.sentence).toMatch(
      /^Purchase P\d+ \(¥[\d.]+\) rejected by demo_approver: 请换个型号$/,
    );
    const empty = await t.call<{ total: number }>('GET', '/rest/companyAudit/page', {
      token: main,
      query: { month: '2020-01' },
    });
    expect(empty.data.total).toBe(0);

    // Kinds other areas record render too.
    await t.db
      .insertInto('company_audit')
      .values([
        {
          company_id: companyId,
          account_id: null,
          actor: 'staff_finance',
          kind: 'priceListChanged',
          subject_id: null,
          subject_label: '',
          detail_json: JSON.stringify({ name: '协议价2026', rows: 12 }),
          created_at: t.clock.now(),
        },
        {
          company_id: companyId,
          account_id: null,
          actor: 'demo',
          kind: 'budgetChanged',
          subject_id: null,
          subject_label: '',
          detail_json: JSON.stringify({ scope: 'demo_buyer', period: 'month', amount: '3000.00', before: null }),
          created_at: t.clock.now(),
        },
      ])
      .execute();
    const kinds = await t.call<{ list: CompanyAuditRow[] }>('GET', '/rest/companyAudit/page', { token: main });
    const sentences = kinds.data.list.map((row) => row.sentence);
    expect(sentences).toContain('商城工作人员staff_finance为公司设置了价目表“协议价2026”（12种商品）');
    expect(sentences.some((line) => line.includes('账号 demo_buyer的月度预算设为 ¥3000.00'))).toBe(true);

    const csv = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/export/companyAudit/csv?token=${main}&kind=purchaseApproved`),
    );
    expect(csv.status).toBe(200);
    const text = new TextDecoder().decode(await csv.arrayBuffer());
    expect(text).toContain('审核通过了采购单');
    expect(text).not.toContain('驳回了采购单');
    const forbidden = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/export/companyAudit/csv?token=${approver}`),
    );
    expect(((await forbidden.json()) as { code: number }).code).toBe(Code.roleNotAllowed);
  });
});

describe('the console', () => {
  it("counts purchases waiting over a day in the to-do, and shows a company's rule", async () => {
    const queue = async () =>
      (await t.consoleGet<{ queues: TodoQueue[] }>('/todo', 'viewer')).data.queues.find(
        (item) => item.key === 'purchasesWaiting',
      )!;
    const waiting = await t.db
      .selectFrom('purchase')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('check_status', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await queue()).count).toBe(0);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await queue()).count).toBe(Number(waiting.n));
    const rule = await t.consoleGet<ApprovalRuleWire>(`/approvalRules/company/${companyId}`, 'viewer');
    expect(rule.data).toMatchObject({ mode: 'always' });
    expect((await t.consoleGet(`/approvalRules/company/999999`, 'viewer')).code).toBe(Code.notFound);
    expect((await t.call('GET', `/rest/staff/approvalRules/company/${companyId}`, { token: main })).code).not.toBe(0);
  });
});

describe('at the same moment', () => {
  it('an approver and the main account approving at once make one order and one audit row', async () => {
    await setRule({ mode: 'always' });
    const { uuId } = await purchase(1);
    const orders = await t.count('orders');
    const replies = await Promise.all([
      t.call('POST', `/rest/order/checkPass/${uuId}`, { token: approver }),
      t.call('POST', `/rest/order/checkPass/${uuId}`, { token: main }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, Code.conflict]);
    expect(await t.count('orders')).toBe(orders + 1);
    expect(await auditRows('purchaseApproved', uuId)).toHaveLength(1);
  });

  it('an approval and a rejection at once: one wins, with its one audit row', async () => {
    const { uuId } = await purchase(1);
    const orders = await t.count('orders');
    const replies = await Promise.all([
      t.call('POST', `/rest/order/checkPass/${uuId}`, { token: approver }),
      t.call('POST', '/rest/order/checkUnPass', { token: main, body: { purchaseId: uuId, reason: '重复采购' } }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, Code.conflict]);
    const { check_status } = await levelOf(uuId);
    const decisions = [...(await auditRows('purchaseApproved', uuId)), ...(await auditRows('purchaseRejected', uuId))];
    expect(decisions).toHaveLength(1);
    expect(await t.count('orders')).toBe(check_status === 2 ? orders + 1 : orders);
    expect(decisions[0]!.kind).toBe(check_status === 2 ? 'purchaseApproved' : 'purchaseRejected');
  });
});
