import type { Transaction } from 'kysely';
import type { ConsoleOrderDetail } from '../../../common/areas/orders/console.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { orderConsoleDetail, type StaffOrderAction } from './console-detail.ts';
import { moveOrder, type OrderMove } from './order-transition.ts';

/** What a step records besides the state (see OrderMove), and more in the same transaction. */
export type OrderChange = Pick<OrderMove, 'set' | 'reason' | 'note' | 'after'> & {
  extra?: (trx: Transaction<Database>, now: number) => Promise<void>;
  /** The buyer's SMS about the step, queued with it. */
  text: string;
};

/**
 * Moves the order from the state its staff member saw, through the order's one executor, with what
 * else the step changes in the same transaction; of two staff acting at once the second gets 10060
 * 「已被他人处理」 and the fresh order, never a double effect.
 */
export function orderStep({ db, clock, sms }: Pick<Deps, 'db' | 'clock' | 'sms'>) {
  return async (
    actor: StaffActor,
    orderId: number,
    action: StaffOrderAction,
    seen: number | undefined,
    change: (order: ConsoleOrderDetail) => OrderChange,
  ): Promise<ConsoleOrderDetail> => {
    const current = await orderConsoleDetail(db, orderId);
    if (seen !== undefined && seen !== current.orderStatus) throw handledByOther(current);
    // What the console offers: the transition table, narrowed by pay mode (console-detail.ts).
    if (!current.actions.includes(action)) throw new AppError(Code.conflict, 'actionNotAllowed', {}, current);
    const { extra, text, ...planned } = change(current);
    const now = clock.now();
    const order = { id: current.id, order_status: current.orderStatus, order_no: current.orderNo };
    const changed = await db.transaction().execute(async (trx) => {
      if (!(await moveOrder(trx, { order, step: action, actor, now, ...planned }))) return false;
      await extra?.(trx, now);
      await sms.queue(trx, current.mobile, text);
      return true;
    });
    if (!changed) throw handledByOther(await orderConsoleDetail(db, orderId));
    return orderConsoleDetail(db, orderId);
  };
}
