import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { buyNowOffline, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The printable order, purchase and statement (/print/*) read what their detail screens read:
 * rest/order/info, rest/order/purchase/info and rest/customer/bill/balanceInfo. Their company's
 * accounts get them; another company's ids are 'not found', which the pages show as the 404 page.
 */
let t: TestBackend;
const ids = { order: 0, purchase: 0, statement: 0 };
const tokens = { demo: '', buyer: '', other: '' };

beforeAll(async () => {
  t = await startBackend();
  tokens.demo = await t.buyerToken('demo');
  tokens.buyer = await t.buyerToken('demo_buyer');
  tokens.other = await t.buyerToken('other');
  const goodsId = await plentifulGoods(t);
  const delivery = await deliveryFor(t, await companyOf(t, 'demo'));
  for (const who of ['demo', 'buyer'] as const) {
    const { uuId, placed } = await buyNowOffline(t, tokens[who], goodsId, 2, delivery);
    if (who === 'demo') ids.order = placed.orderId;
    else ids.purchase = uuId;
  }
  const statement = await t.db
    .selectFrom('statement')
    .select('id')
    .where('company_id', '=', await companyOf(t, 'demo'))
    .executeTakeFirstOrThrow();
  ids.statement = statement.id;
});
afterAll(() => t.close());

const reads = {
  order: (id: number) => ['GET', `/rest/order/info/${id}`] as const,
  purchase: (id: number) => ['POST', `/rest/order/purchase/info/${id}`] as const,
  statement: (id: number) => ['GET', `/rest/customer/bill/balanceInfo/${id}`] as const,
};

describe('what the print pages read', () => {
  it('answers the company’s own order, purchase (with its approval) and statement', async () => {
    for (const what of ['order', 'purchase', 'statement'] as const) {
      const [method, path] = reads[what](ids[what]);
      const reply = await t.call(method, path, { token: tokens.demo });
      expect(reply.code, `${what}: ${reply.msg}`).toBe(0);
    }
    const purchase = await t.call<{ checkStatus: number; purchaser: string }>(...reads.purchase(ids.purchase), {
      token: tokens.demo,
    });
    expect(purchase.data.purchaser).toBe('demo_buyer');
  });

  it('answers another company’s as not found, never as forbidden', async () => {
    for (const what of ['order', 'purchase', 'statement'] as const) {
      const [method, path] = reads[what](ids[what]);
      const reply = await t.call(method, path, { token: tokens.other });
      expect(reply.code, what).toBe(Code.notFound);
    }
  });
});
