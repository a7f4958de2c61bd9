import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_TTL_HOURS, SMS_CODE_MAX_TRIES } from '../../common/constants.ts';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { deliveryFor, plentifulGoods } from './demo-buying.ts';
import { quotaOf } from './credit.ts';

/**
 * Rules that must hold when requests arrive together: a cart line is
 * bought once, an SMS code takes at most 5 wrong tries and is used once, one send
 * per mobile per minute, and settlements left unsubmitted expire. On PostgreSQL
 * (TEST_DATABASE_URL) the requests really run in parallel.
 */
let t: TestBackend;
let token: string;
let companyId: number;
let address: number;
let header: number;
let goodsId: number;

async function newCartLine(quantity = 1): Promise<number> {
  await t.db.deleteFrom('cart_item').where('goods_id', '=', goodsId).execute();
  const added = await t.call('POST', '/rest/car/add', { token, body: { goodsId, quantity } });
  expect(added.code, added.msg).toBe(0);
  const line = await t.db
    .selectFrom('cart_item')
    .select('id')
    .where('goods_id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return line.id;
}

const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const quota = () => quotaOf(t.db, companyId);

beforeAll(async () => {
  t = await startBackend();
  token = await t.buyerToken('demo');
  companyId = await companyOf(t, 'demo');
  ({ address, header } = await deliveryFor(t, companyId));
  goodsId = await plentifulGoods(t);
});
afterAll(() => t.close());

describe('one cart line, one order', () => {
  it('makes one order from 20 parallel submits by cart lines, charging the quota once', async () => {
    const carId = await newCartLine(1);
    const quotaBefore = await quota();
    const ordersBefore = await orderCount();
    const body = { carIds: [carId], payTypeId: 2, consigneeId: address, invoiceHeader: header };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.call<SubmitResult>('POST', '/rest/order/submitOrder', { token, body })),
    );
    const placed = replies.filter((reply) => reply.code === 0);
    expect(placed.length).toBeGreaterThan(0);
    // Every answer is the one order, or the clear refusal of a changed cart: never a second order.
    expect(new Set(placed.map((reply) => reply.data.orderId)).size).toBe(1);
    for (const refused of replies.filter((reply) => reply.code !== 0)) {
      expect(refused).toMatchObject({ code: Code.conflict, msg: '购物车已变化，请刷新后再试' });
    }
    expect(await orderCount()).toBe(ordersBefore + 1);
    const order = await t.db
      .selectFrom('orders')
      .select('total_amount')
      .where('id', '=', placed[0]!.data.orderId)
      .executeTakeFirstOrThrow();
    expect(await quota()).toBe(quotaBefore - Number(order.total_amount));
  });

  it('refuses the second of two checkout tabs of the same cart lines with 10060', async () => {
    const carId = await newCartLine(2);
    const settle = async () =>
      (await t.call<number>('POST', '/rest/order/settle', { token, body: { carIds: [carId] } })).data;
    const [first, second] = [await settle(), await settle()];
    const ordersBefore = await orderCount();
    const submit = (uuId: number) =>
      t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
        token,
        body: { uuId, payTypeId: 1, consigneeId: address, invoiceHeader: header },
      });
    const [a, b] = await Promise.all([submit(first), submit(second)]);
    expect([a.code, b.code].sort()).toEqual([0, Code.conflict]);
    expect([a, b].find((reply) => reply.code !== 0)!.msg).toBe('购物车已变化，请刷新后再试');
    expect(await orderCount()).toBe(ordersBefore + 1);
    // The winning tab submitted again answers its order; the other stays refused.
    const [winner, loser] = a.code === 0 ? [first, second] : [second, first];
    const order = (a.code === 0 ? a : b).data.orderId;
    expect((await submit(winner)).data.orderId).toBe(order);
    expect((await submit(loser)).code).toBe(Code.conflict);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });
});

describe('settlements left unsubmitted', () => {
  it(`expire after ${SETTLEMENT_TTL_HOURS} hours: they cannot be opened or submitted, and the next checkout removes them`, async () => {
    const carId = await newCartLine(1);
    const uuId = (await t.call<number>('POST', '/rest/order/settle', { token, body: { carIds: [carId] } })).data;
    const ordersBefore = await orderCount();
    t.clock.advance(SETTLEMENT_TTL_HOURS * 60 * 60 * 1000 + 1000);
    const expired = { code: Code.conflict, msg: `该结算单已超过${SETTLEMENT_TTL_HOURS}小时未提交，已失效，请重新下单` };
    expect(await t.call('POST', '/rest/order/fillOrder', { token, body: { uuId } })).toMatchObject(expired);
    const submitted = await t.call('POST', '/rest/order/submitOrder', {
      token,
      body: { uuId, payTypeId: 1, consigneeId: address, invoiceHeader: header },
    });
    expect(submitted).toMatchObject(expired);
    expect(await orderCount()).toBe(ordersBefore);
    // The cart line is still there to buy again; starting a checkout clears the expired settlement.
    const fresh = await t.call<number>('POST', '/rest/order/settle', { token, body: { carIds: [carId] } });
    expect(fresh.code, fresh.msg).toBe(0);
    expect(await t.db.selectFrom('purchase').select('id').where('id', '=', uuId).executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('purchase_item').select('id').where('purchase_id', '=', uuId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('SMS codes under bursts', () => {
  it('stores one code from 50 parallel sends to one mobile', async () => {
    const mobile = '13712340001';
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/sms/code', { body: { mobile } })),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.code !== 0)) expect(refused.code).toBe(Code.tooManyRequests);
    const codes = await t.db.selectFrom('sms_code').select('id').where('mobile', '=', mobile).execute();
    expect(codes).toHaveLength(1);
  });

  it(`counts at most ${SMS_CODE_MAX_TRIES} wrong tries of 300 parallel ones, and then refuses the right code`, async () => {
    const mobile = '13712340002';
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
    const right = await t.latestCode(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, () => t.backend.services.sms.consumeCode(mobile, wrong)),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const row = await t.db.selectFrom('sms_code').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.failed_tries).toBe(SMS_CODE_MAX_TRIES);
    await expect(t.backend.services.sms.consumeCode(mobile, right)).rejects.toThrow('codeTooManyTries');
  });

  it('uses the right code once inside a burst of 100 guesses', async () => {
    const mobile = '13712340003';
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
    const right = await t.latestCode(mobile);
    const guesses = Array.from({ length: 100 }, (_, i) =>
      i % 10 === 5 ? right : String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.allSettled(guesses.map((code) => t.backend.services.sms.consumeCode(mobile, code)));
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    const row = await t.db.selectFrom('sms_code').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.failed_tries).toBeLessThanOrEqual(SMS_CODE_MAX_TRIES);
  });

  it('logs in at most once by a code sent in a burst of 100 code logins', async () => {
    const { companyId: fresh } = await freshCompany(t);
    const { mobile } = await t.db
      .selectFrom('account')
      .select('mobile')
      .where('company_id', '=', fresh)
      .executeTakeFirstOrThrow();
    t.clock.advance(61_000);
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
    const right = await t.latestCode(mobile);
    const sessionsBefore = await t.count('session');
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.call('POST', '/rest/customer/login', {
          body: {
            loginType: '2',
            mobile,
            code: i % 10 === 5 ? right : String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
          },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 0).length).toBeLessThanOrEqual(1);
    expect(await t.count('session')).toBeLessThanOrEqual(sessionsBefore + 1);
  });
});
