import { PayType } from '../../../common/areas/orders/order.ts';
import { CheckStatus, orderStatesAllowing } from '../../../common/areas/orders/transitions.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** A purchase waiting for its company's reviewer longer than this is worth the staff's call. */
export const PURCHASE_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The staff's to-do: offline orders waiting for their transfer to be confirmed, since placed,
 * paid orders waiting to ship, since paid, and purchases waiting for approval longer than a day,
 * since submitted (a company's reviewers may have missed them: staff can ring them).
 */
export const todoQueues = (db: Db, now: number): Promise<QueueCount[]> =>
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
    queueCount(
      'purchasesWaiting',
      countSince(
        db
          .selectFrom('purchase')
          .where('check_status', '=', CheckStatus.awaitingApproval)
          .where('submitted_at', '<=', now - PURCHASE_WAIT_MS),
        'submitted_at',
      ),
    ),
  ]);
