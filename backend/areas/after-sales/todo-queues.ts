import { afterSaleStatesAllowing } from '../../../common/areas/after-sales/transitions.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/**
 * The staff's to-do: after-sales waiting to be vetted, for the goods to come back or a replacement
 * to go, and for the refund: the states where staff may take that step.
 */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all(
    (
      [
        ['afterSaleVetting', afterSaleStatesAllowing('approve', 'reject')],
        ['afterSaleGoods', afterSaleStatesAllowing('receive', 'shipReplacement')],
        ['afterSaleRefund', afterSaleStatesAllowing('refund')],
      ] as const
    ).map(([key, states]) =>
      queueCount(key, countSince(db.selectFrom('after_sale').where('status', 'in', states), 'updated_at')),
    ),
  );
