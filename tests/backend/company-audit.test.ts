import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { recordCompanyAudit } from '../../backend/services/company-audit.ts';
import { companyOf } from './company-of.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The company's audit trail is written in the transaction of the change it records: a change that
 * fails leaves no row, and two rule changes at once each record the rule they replaced (the
 * company's row held). On PostgreSQL (TEST_DATABASE_URL) the saves really run in parallel.
 */
let t: TestBackend;
let main: string;
let buyer: string;
let companyId: number;

const rows = (kind: string) =>
  t.db
    .selectFrom('company_audit')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await startBackend();
  main = await t.buyerToken('demo');
  buyer = await t.buyerToken('demo_buyer');
  companyId = await companyOf(t, 'demo');
});
afterAll(() => t.close());

describe('one transaction with its change', () => {
  it('keeps no row of a transaction that fails', async () => {
    const before = (await rows('approvalRuleChanged')).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordCompanyAudit(trx, {
          companyId,
          accountId: null,
          actor: 'test',
          kind: 'approvalRuleChanged',
          now: t.clock.now(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows('approvalRuleChanged')).toHaveLength(before);
  });

  it('records no approval that made no order (stock ran out meanwhile)', async () => {
    const goodsId = await plentifulGoods(t);
    const delivery = await deliveryFor(t, companyId);
    const uuId = await t.call<number>('POST', '/rest/order/buyGoods', { token: buyer, body: { goodsId, quantity: 2 } });
    const placed = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
      token: buyer,
      body: { uuId: uuId.data, payTypeId: 1, consigneeId: delivery.address, invoiceHeader: delivery.header },
    });
    expect(placed.data.paymentType).toBe(1);
    const stock = await t.db
      .selectFrom('goods')
      .select('inventory')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('goods').set({ inventory: 1 }).where('id', '=', goodsId).execute();
    const approvals = (await rows('purchaseApproved')).length;
    try {
      const approved = await t.call('POST', `/rest/order/checkPass/${uuId.data}`, { token: main });
      expect(approved.code).toBe(Code.conflict);
      expect(await rows('purchaseApproved')).toHaveLength(approvals);
      const purchase = await t.db
        .selectFrom('purchase')
        .select('check_status')
        .where('id', '=', uuId.data)
        .executeTakeFirstOrThrow();
      expect(purchase.check_status).toBe(1);
    } finally {
      await t.db.updateTable('goods').set({ inventory: stock.inventory }).where('id', '=', goodsId).execute();
    }
  });
});

describe('rule changes at the same moment', () => {
  it('records each with the rule it replaced, one after the other', async () => {
    const before = (await rows('approvalRuleChanged')).length;
    const amounts = ['100', '200', '300', '400'];
    const replies = await Promise.all(
      amounts.map((amount) =>
        t.call('POST', '/rest/approvalRule/save', { token: main, body: { mode: 'above', amount } }),
      ),
    );
    expect(replies.map((reply) => reply.code)).toEqual([0, 0, 0, 0]);
    const changes = (await rows('approvalRuleChanged')).slice(before);
    expect(changes).toHaveLength(4);
    const facts = changes.map(
      (row) => JSON.parse(row.detail_json!) as { before: { amount: string | null }; after: { amount: string } },
    );
    // A chain: each change's `before` is the previous one's `after`, so no change was recorded
    // against a rule another had already replaced.
    for (let index = 1; index < facts.length; index++)
      expect(facts[index]!.before.amount).toBe(facts[index - 1]!.after.amount);
    const rule = await t.db
      .selectFrom('approval_rule')
      .select('amount')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(`${Number(rule.amount) / 10_000}.00`).toBe(facts.at(-1)!.after.amount);
  });
});
