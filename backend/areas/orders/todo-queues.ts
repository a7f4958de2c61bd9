import { PayType } from '../../../common/areas/orders/order.ts';
import { orderStatesAllowing } from '../../../common/areas/orders/transitions.ts';
import type { Db } from '../../db/types.ts';
import { queueCount, type QueueCount } from '../../services/todo-queue.ts';

/**
 * The staff's to-do: offline orders waiting for their transfer to be confirmed, since placed, and
 * paid orders waiting to ship, since paid.
 */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'payments',
      db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('order_status', 'in', orderStatesAllowing('confirmPayment'))
        .where('pay_type_id', '=', PayType.offline)
        .executeTakeFirstOrThrow(),
    ),
    queueCount(
      'shipments',
      db
        .selectFrom('orders')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('pay_time').as('oldest')])
        .where('order_status', 'in', orderStatesAllowing('ship'))
        .executeTakeFirstOrThrow(),
    ),
  ]);
