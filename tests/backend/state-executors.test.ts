import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveAfterSale } from '../../backend/areas/after-sales/after-sale-transition.ts';
import { holdOrder, moveOrder } from '../../backend/areas/orders/index.ts';
import { movePurchase } from '../../backend/areas/orders/purchase-transition.ts';
import type { Caller } from '../../backend/caller.ts';
import { AppError } from '../../backend/errors.ts';
import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import type { SubmitResult } from '../../common/areas/orders/order-types.ts';
import { afterSaleSteps } from './after-sales-steps.ts';
import type { TestBackend } from './harness.ts';

/**
 * Each state machine of the order side has one executor that every caller goes through (the
 * buyer's routes, the console, the command line, after-sales): the order's, the purchase's
 * approval and the after-sale's. Called here directly, as those callers do, inside a transaction:
 * a step the table does not allow is refused, a row that moved since it was read is not written,
 * and what follows a state (flags, the line's quantity, the timeline, the audit row) comes with it.
 * The routes' behaviour is order.test.ts's and the after-sales tests'.
 */
const s = afterSaleSteps();
let t: TestBackend;

beforeAll(async () => {
  t = await s.start();
});
afterAll(() => t.close());

/** The refusal's message key, or null when the step went through. */
const refusal = (step: Promise<unknown>) =>
  step.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.key : String(error)),
  );

describe("the order's executor", () => {
  it('moves only as the table says, from the state read, with its flags, its event and a staff audit row', async () => {
    const { orderId } = await s.placeOrder('demo', [{ id: s.ids().goodsId, quantity: 1 }]);
    const read = await s.orderRow(orderId);
    const now = t.clock.now();
    const move = (step: Parameters<typeof moveOrder>[1]) => t.db.transaction().execute((trx) => moveOrder(trx, step));

    expect(await refusal(move({ order: read, step: 'receive', actor: 'buyer', now }))).toBe('orderStateChanged');
    const set = { actual_pay_amount: read.total_amount, payment_date: '2026-11-22', payment_serial: 'B1' };
    expect(await move({ order: read, step: 'confirmPayment', actor: COMMAND_LINE, now, set, note: 'offline' })).toBe(
      true,
    );
    expect(await s.orderRow(orderId)).toMatchObject({ order_status: 1, is_pay: 1, pay_time: now, ...set });
    const audits = await t.audits('order', orderId);
    expect(audits.map((row) => [row.action, row.actor, JSON.parse(row.after_json!).orderStatus])).toEqual([
      ['order.confirmPayment', 'command line', 1],
    ]);

    // The same read again: the order moved since, so nothing is written.
    const events = await t.count('order_event');
    expect(await move({ order: read, step: 'staffCancel', actor: COMMAND_LINE, now, reason: 'late' })).toBe(false);
    expect(await t.count('order_event')).toBe(events);
    expect(await s.orderRow(orderId)).toMatchObject({ order_status: 1, cancel_time: null });

    // A paid order's cancel leads where it starts: it only holds the row, with no event or audit row.
    const paid = await s.orderRow(orderId);
    expect(await move({ order: paid, step: 'cancel', actor: 'buyer', now })).toBe(true);
    expect(await t.count('order_event')).toBe(events);
    expect(await t.audits('order', orderId)).toHaveLength(1);
    expect((await s.orderRow(orderId)).order_status).toBe(1);
  });

  it('holds an order only while it is in the state asked for, and answers what was paid for it', async () => {
    const { orderId } = await s.placeOrder('demo', [{ id: s.ids().goodsId, quantity: 2 }], 2);
    const order = await s.orderRow(orderId);
    expect(order).toMatchObject({ order_status: 1, is_pay: 1 });
    const hold = (at?: number) => t.db.transaction().execute((trx) => holdOrder(trx, orderId, at));
    expect(await hold(0)).toBeUndefined();
    expect(Number((await hold(1))!.actual_pay_amount)).toBe(Number(order.total_amount));
    expect(Number((await hold())!.actual_pay_amount)).toBe(Number(order.total_amount));
    expect(await s.orderRow(orderId)).toEqual(order);
  });
});

describe("the purchase approval's executor", () => {
  it('refuses a decision the table does not allow and a second decision on a purchase read while awaiting approval', async () => {
    const { goodsId, demoAddress, demoHeader } = s.ids();
    const settlement = await t.call<number>('POST', '/rest/order/buyGoods', {
      token: s.buyers.buyer,
      body: { goodsId, quantity: 1 },
    });
    const submitted = await t.call<SubmitResult>('POST', '/rest/order/submitOrder', {
      token: s.buyers.buyer,
      body: { uuId: settlement.data, payTypeId: 1, consigneeId: demoAddress, invoiceHeader: demoHeader },
    });
    expect(submitted.code, submitted.msg).toBe(0);
    const row = () =>
      t.db.selectFrom('purchase').selectAll().where('id', '=', settlement.data).executeTakeFirstOrThrow();
    const read = await row();
    const approver = await t.db
      .selectFrom('account')
      .select(['id', 'company_id', 'account_type', 'username'])
      .where('username', '=', 'demo_approver')
      .executeTakeFirstOrThrow();
    const actor: Caller = {
      accountId: approver.id,
      companyId: approver.company_id,
      accountType: approver.account_type,
      username: approver.username,
      sessionId: 0,
    };
    const now = t.clock.now();
    const move = (step: Parameters<typeof movePurchase>[1]) =>
      t.db.transaction().execute((trx) => movePurchase(trx, step));

    expect(await refusal(move({ purchase: read, step: 'resubmit', actor, now }))).toBe('orderStateChanged');
    await move({ purchase: read, step: 'reject', actor, now, set: { reject_reason: 'too many' } });
    expect(await row()).toMatchObject({ check_status: 3, checker_id: approver.id, check_date: now });
    expect(await refusal(move({ purchase: read, step: 'approve', actor, now }))).toBe('orderStateChanged');
    expect((await row()).check_status).toBe(3);
  });
});

describe("the after-sale's executor", () => {
  it('gives the quantity back on leaving the holding states, refuses what the type does not allow, and writes once', async () => {
    const { lineIds } = await s.completedOrder('demo', 3);
    const id = await s.applied(s.buyers.demo, s.returnForm(lineIds[0]!, 2));
    const read = await s.afterSaleRow(id);
    const now = t.clock.now();
    const move = (step: Parameters<typeof moveAfterSale>[1]) =>
      t.db.transaction().execute((trx) => moveAfterSale(trx, step));

    expect(await refusal(move({ row: read, action: 'refund', actor: COMMAND_LINE, now }))).toBe('actionNotAllowed');
    expect((await s.lineRow(lineIds[0]!)).after_sale_quantity).toBe(2);
    expect(await move({ row: read, action: 'withdraw', actor: 'buyer', now })).toBe(true);
    expect(await s.afterSaleRow(id)).toMatchObject({ status: 7, updated_at: now });
    expect((await s.lineRow(lineIds[0]!)).after_sale_quantity).toBe(0);
    expect(await t.audits('afterSale', id)).toEqual([]);

    // The same read again: it moved since, so the quantity is not given back twice.
    expect(await move({ row: read, action: 'reject', actor: COMMAND_LINE, now, note: 'no' })).toBe(false);
    expect((await s.lineRow(lineIds[0]!)).after_sale_quantity).toBe(0);
    const events = await t.db.selectFrom('after_sale_event').selectAll().where('after_sale_id', '=', id).execute();
    expect(events.map((event) => [event.action, event.status, event.by_staff])).toEqual([
      ['apply', 1, 0],
      ['withdraw', 7, 0],
    ]);
  });
});
