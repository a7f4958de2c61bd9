import { COMMAND_LINE } from '../../backend/services/staff-actor.ts';
import type { AfterSaleStepInput } from '../../backend/areas/after-sales/console.service.ts';
import type { StaffAfterSaleAction } from '../../common/areas/after-sales/transitions.ts';
import { expect } from 'vitest';
import { moneyToText, parseMoney, type Money } from '../../common/money.ts';
import type { TestBackend } from './harness.ts';

/**
 * Staff steps other tests need, taken as the command line takes them (the same services the
 * console calls): approve a registration, confirm a transfer of the amount due, ship, and
 * handle an after-sale.
 */
export async function approveCompany(t: TestBackend, username: string) {
  const service = t.backend.services.companyConsole;
  return service.act(COMMAND_LINE, await service.idOfMainAccount(username), 'approve');
}

export async function confirmPaid(t: TestBackend, orderNo: string) {
  const service = t.backend.services.orderConsole;
  const id = await service.idOf(orderNo);
  const order = await service.detail(COMMAND_LINE, id);
  return service.confirmPayment(COMMAND_LINE, id, {
    amount: parseMoney(order.totalAmount) as Money,
    date: '2026-11-22',
    serial: 'TEST0001',
  });
}

export async function shipOrder(t: TestBackend, orderNo: string, carrier = '顺丰速运', trackingNo = 'SF0000000001') {
  const service = t.backend.services.orderConsole;
  return service.ship(COMMAND_LINE, await service.idOf(orderNo), { carrier, trackingNo });
}

/** One staff step on an after-sale (approve, reject, receive, shipReplacement, refund), as the command line takes it. */
export async function afterSaleStep(
  t: TestBackend,
  id: number,
  action: StaffAfterSaleAction,
  input: AfterSaleStepInput = {},
) {
  return t.backend.services.afterSaleConsole.act(COMMAND_LINE, id, action, input);
}

/**
 * A buyer's cancel of a paid order, then the console's two steps through REST: service approves,
 * finance refunds it in full (with the refund's `date` and `serial` where the test needs them).
 * Answers the after-sale's row as it stood before the refund.
 */
export async function cancelledAndRefunded(
  t: TestBackend,
  orderId: number,
  tokens: { buyer: string; service: string; finance: string },
  refund: { date?: string; serial?: string } = {},
) {
  const asked = await t.call('POST', '/rest/order/cancel', {
    token: tokens.buyer,
    body: { orderId, reason: '项目取消' },
  });
  expect(asked.code, asked.msg).toBe(0);
  const request = await t.db
    .selectFrom('after_sale')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const step = (action: string, token: string, body: Record<string, unknown>) =>
    t.call('POST', `/rest/staff/afterSales/${request.id}/${action}`, { token, body, json: true });
  const approved = await step('approve', tokens.service, { seen: '1' });
  expect(approved.code, approved.msg).toBe(0);
  const amount = moneyToText(request.refund_amount as Money, 2);
  const refunded = await step('refund', tokens.finance, { seen: '3', amount, ...refund });
  expect(refunded.code, refunded.msg).toBe(0);
  return request;
}
