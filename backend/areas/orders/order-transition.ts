import type { Transaction, Updateable } from 'kysely';
import { orderNextState, OrderStatus, type OrderStep } from '../../../common/areas/orders/transitions.ts';
import type { OrdersTable } from '../../db/tables/orders.ts';
import type { Database } from '../../db/types.ts';
import { stateChanged } from './order-rows.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { queueWebhook, webhookType } from '../webhooks/index.ts';

type Trx = Transaction<Database>;
type OrderColumns = Updateable<OrdersTable>;

/**
 * Who takes a step: staff (the console, the command line) sign the audit trail as well; the
 * buyer's steps and the shop's own (a credit order paid as it is placed, after-sales closing an
 * order they took back) are on the order's timeline alone.
 */
export type OrderActor = StaffActor | 'buyer' | 'shop';

export interface OrderMove {
  /** The order as the caller read it: it moves only while it is still in this state. */
  order: { id: number; order_status: number; order_no: string };
  step: OrderStep;
  actor: OrderActor;
  now: number;
  /** What the step records besides the state: the amount and transfer paid, the carrier and tracking number. */
  set?: Pick<OrderColumns, 'actual_pay_amount' | 'payment_date' | 'payment_serial' | 'carrier' | 'tracking_no'>;
  /** Why it is cancelled: kept on the order, its event and its audit row. */
  reason?: string | null;
  /** The event's note otherwise: how it was paid. */
  note?: string;
  /** What the audit row says besides the new state. */
  after?: Record<string, unknown>;
}

/** The flags and times that follow the state reached; a cancel keeps the flags as they were. */
function following(state: number, now: number, reason: string | null): OrderColumns {
  if (state === OrderStatus.awaitingShipment) return { is_pay: 1, pay_time: now };
  if (state === OrderStatus.awaitingReceipt) return { is_send: 1, send_time: now };
  if (state === OrderStatus.completed) return { is_recevice: 1, receive_time: now };
  if (state === OrderStatus.cancelled) return { cancel_reason: reason, cancel_time: now };
  return {};
}

/** The order's timeline word for the state reached. */
const EVENT_OF: Readonly<Record<number, string>> = {
  [OrderStatus.awaitingShipment]: 'paid',
  [OrderStatus.awaitingReceipt]: 'shipped',
  [OrderStatus.completed]: 'received',
  [OrderStatus.cancelled]: 'cancelled',
};

/**
 * The one function that writes an order's state, whoever asks (the buyer's routes, the console,
 * the command line, after-sales), in the caller's transaction: refused with 「订单状态已变化」 when
 * the transition table does not allow the step in the state read; then one update conditional on
 * that state, with the flags and times that follow the state reached, its timeline event and, for
 * staff, its audit row. A step that leads to the state it starts from (a paid order's cancel,
 * asked of after-sales) writes nothing but holds the order's row, still as read, until the caller
 * commits. Answers false, having written nothing, when the order moved since it was read.
 */
export async function moveOrder(trx: Trx, move: OrderMove): Promise<boolean> {
  const { order, step, actor, now } = move;
  const next = orderNextState(order.order_status, step);
  if (next === undefined) throw stateChanged();
  const moves = next !== order.order_status;
  const reason = move.reason ?? null;
  const result = await trx
    .updateTable('orders')
    .set({ ...move.set, ...(moves ? following(next, now, reason) : {}), order_status: next })
    .where('id', '=', order.id)
    .where('order_status', '=', order.order_status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (!moves) return true;
  await trx
    .insertInto('order_event')
    .values({
      order_id: order.id,
      kind: EVENT_OF[next]!,
      note: reason ?? move.note ?? null,
      carrier: move.set?.carrier ?? null,
      tracking_no: move.set?.tracking_no ?? null,
      created_at: now,
    })
    .execute();
  const { company_id } = await trx
    .selectFrom('orders')
    .select('company_id')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  await queueWebhook(trx, {
    companyId: company_id,
    type: webhookType(`order.${EVENT_OF[next]!}`),
    data: { orderId: order.id, orderNo: order.order_no, orderStatus: next },
    now,
  });
  if (typeof actor === 'object') {
    const before = { orderStatus: order.order_status };
    const after = { orderStatus: next, ...move.after };
    const fact = { action: `order.${step}`, entity: 'order', entityId: order.id, label: order.order_no } as const;
    await audit(trx, actor, { ...fact, before, after, reason }, now);
  }
  return true;
}

/**
 * Holds the order's row until the caller's transaction ends, by an update that changes nothing:
 * a step on the order at the same moment waits for it, so what the caller reads of the order (its
 * refunds, its invoice, its after-sales) stays as read. With `at`, only while the order is still
 * in that state. Answers what was paid for the order, or undefined when it was not held.
 */
export async function holdOrder(
  trx: Trx,
  orderId: number,
  at?: number,
): Promise<{ actual_pay_amount: number } | undefined> {
  return trx
    .updateTable('orders')
    .set((eb) => ({ order_status: eb.ref('order_status') }))
    .where('id', '=', orderId)
    .$if(at !== undefined, (update) => update.where('order_status', '=', at!))
    .returning('actual_pay_amount')
    .executeTakeFirst();
}
