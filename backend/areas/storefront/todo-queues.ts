import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** The staff's to-do: merchant messages not handled yet. */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount('messages', countSince(db.selectFrom('merchant_message').where('handled_at', 'is', null), 'created_at')),
  ]);
