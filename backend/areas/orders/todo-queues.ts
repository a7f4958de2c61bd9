import { PayType } from '../../../common/areas/orders/order.ts';
import { orderStatesAllowing } from '../../../common/areas/orders/transitions.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/**
 * The staff's to-do: offline orders waiting for their transfer to be confirmed, since placed, and
 * paid orders waiting to ship, since paid.
 */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'payments',
      countSince(
        db
          .selectFrom('orders')
          .where('order_status', 'in', orderStatesAllowing('confirmPayment'))
          .where('pay_type_id', '=', PayType.offline),
        'created_at',
      ),
    ),
    queueCount(
      'shipments',
      countSince(db.selectFrom('orders').where('order_status', 'in', orderStatesAllowing('ship')), 'pay_time'),
    ),
  ]);
