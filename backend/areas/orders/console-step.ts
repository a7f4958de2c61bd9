import type { Transaction, UpdateObject } from 'kysely';
import type { ConsoleOrderDetail } from '../../../common/areas/orders/console.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { orderConsoleDetail, type StaffOrderAction } from './console-detail.ts';

/** What a step does to the order: its columns, its event, what the audit row says, and more in the same transaction. */
export type OrderChange = {
  set: UpdateObject<Database, 'orders'>;
  event: { kind: string; note?: string | null; carrier?: string | null; tracking_no?: string | null };
  after: Record<string, unknown>;
  reason?: string;
  extra?: (trx: Transaction<Database>, now: number) => Promise<void>;
};

/**
 * Moves the order from the state its staff member saw by one conditional update, with its
 * event and audit row in the same transaction; of two staff acting at once the second gets
 * 10060 「已被他人处理」 and the fresh order, never a double effect.
 */
export function orderStep({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return async (
    actor: StaffActor,
    orderId: number,
    action: StaffOrderAction,
    seen: number | undefined,
    change: (order: ConsoleOrderDetail) => OrderChange,
  ): Promise<ConsoleOrderDetail> => {
    const current = await orderConsoleDetail(db, orderId);
    if (seen !== undefined && seen !== current.orderStatus) throw handledByOther(current);
    if (!current.actions.includes(action)) throw new AppError(Code.conflict, 'actionNotAllowed', {}, current);
    const planned = change(current);
    const now = clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set(planned.set)
        .where('id', '=', orderId)
        .where('order_status', '=', current.orderStatus)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('order_event')
        .values({ order_id: orderId, created_at: now, ...planned.event })
        .execute();
      await planned.extra?.(trx, now);
      await audit(
        trx,
        actor,
        {
          action: `order.${action}`,
          entity: 'order',
          entityId: orderId,
          label: current.orderNo,
          before: { orderStatus: current.orderStatus },
          after: planned.after,
          reason: planned.reason ?? null,
        },
        now,
      );
      return true;
    });
    if (!changed) throw handledByOther(await orderConsoleDetail(db, orderId));
    return orderConsoleDetail(db, orderId);
  };
}
