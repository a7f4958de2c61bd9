import type { Db } from '../../db/types.ts';
import { queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** The staff's to-do: merchant messages not handled yet. */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'messages',
      db
        .selectFrom('merchant_message')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ),
  ]);
