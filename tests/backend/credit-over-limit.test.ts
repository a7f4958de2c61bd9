import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import type { ContractParty, ConsoleContractDetail } from '../../common/areas/contracts/console.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { Code } from '../../common/envelope.ts';
import { moneyToWire, parseMoney, type Money } from '../../common/money.ts';
import { companyOf } from './company-of.ts';
import { contractSteps, draftForm } from './contract-steps.ts';
import { addOtherHeader, deliveryFor, OTHER_MOBILE, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * A contract granting less than its company already uses (a ¥1,000 contract beside ¥455,057 in
 * use, as an audit found): the console says, before the contract is sent and while it waits for
 * its signature, what the company uses, the new limit and what that leaves — negative, exactly —
 * and the draft's list of companies says what each uses. Once it is signed the buyer's credit
 * says how far over the limit the company is, its available credit is 0 (never negative), and
 * no credit order gets through until it is paid back.
 */
let t: TestBackend;
let c: ReturnType<typeof contractSteps>;
let buyer: string;
let service: string;
let companyId: number;
let delivery: { address: number; header: number };
let goodsId: number;

const yuan = (amount: Money) => moneyToWire(amount);
const totals = () => creditOf(t.db, companyId);

async function creditOrder(quantity: number) {
  const settled = await t.call<number>('POST', '/rest/order/buyGoods', { token: buyer, body: { goodsId, quantity } });
  expect(settled.code, settled.msg).toBe(0);
  return t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
    token: buyer,
    body: { uuId: settled.data, payTypeId: 2, consigneeId: delivery.address, invoiceHeader: delivery.header },
  });
}

beforeAll(async () => {
  t = await startBackend();
  c = contractSteps(t);
  buyer = await t.buyerToken('other');
  service = await t.staffToken('service');
  companyId = await companyOf(t, 'other');
  delivery = await deliveryFor(t, companyId);
  delivery.header = await addOtherHeader(t, buyer);
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('a contract granting less than the company uses', () => {
  it('is shown to the staff with what it leaves, and leaves the buyer over its limit, told by how much', async () => {
    // Credit in use, in fen that do not round: a few units of a priced goods.
    const placed = await creditOrder(53);
    expect(placed.code, placed.msg).toBe(0);
    const before = await totals();
    expect(before.used).toBeGreaterThan(1000_0000);
    expect(before.overLimit).toBe(0);

    // The draft's list of companies says what each uses and its limit now.
    const parties = await c.staffGet<ContractParty[]>(service, '/parties', { q: '另一贸易' });
    expect(parties.data.find((party) => party.id === companyId)).toMatchObject({
      usedCredit: yuan(before.used),
      creditLimit: yuan(before.limit),
    });

    const draft = await c.drafted(service, draftForm(companyId, { mainCharge: '李四', creditAmount: '1000' }));
    const leaves = (1000_0000 - before.used) as Money;
    expect(leaves).toBeLessThan(0);
    const effect = { used: yuan(before.used), currentLimit: yuan(before.limit), newLimit: 1000, leaves: yuan(leaves) };
    expect(draft.creditEffect).toEqual(effect);
    // Exact to the fen: the wire's yuan read back are the ten-thousandths the ledger holds.
    expect(parseMoney(draft.creditEffect!.leaves)).toBe(leaves);
    expect((await c.staffGet<ConsoleContractDetail>(service, `/${draft.id}`)).data.creditEffect).toEqual(effect);

    const sent = await c.step(service, draft.id, 'send');
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.creditEffect).toEqual(effect);

    await c.signed(buyer, draft.id, OTHER_MOBILE);
    // Signed, its credit is the limit: there is nothing left to foresee.
    expect((await c.staffGet<ConsoleContractDetail>(service, `/${draft.id}`)).data.creditEffect).toBeNull();

    const after = await totals();
    expect(after).toEqual({ limit: 1000_0000, used: before.used, available: 0, overLimit: -leaves });
    const summary = await c.creditSummary(buyer);
    expect(summary).toMatchObject({
      creditLimit: 1000,
      usedQuota: yuan(before.used),
      quota: 0,
      overLimit: yuan(-leaves as Money),
    });
    expect(summary.entries.list.every((entry) => entry.availableAfter === null || entry.availableAfter >= 0)).toBe(
      true,
    );

    // No credit order gets through while the company is over its limit, and none is charged.
    const ledgerBefore = await c.ledger(companyId);
    const refused = await creditOrder(1);
    expect(refused).toMatchObject({ code: Code.refused, msg: expect.stringMatching(/可用额度0\.00元$/) });
    expect(await c.ledger(companyId)).toEqual(ledgerBefore);
  });

  it('tells a company within its limit that it is over by nothing', async () => {
    const demo = await t.buyerToken('demo');
    const summary = await c.creditSummary(demo);
    expect(summary.overLimit).toBe(0);
    expect(summary.quota).toBeGreaterThan(0);
  });
});
