import { sql } from 'kysely';
import type { Db } from '../../db/types.ts';
import { queueCount, type QueueCount } from '../../services/todo-queue.ts';

/**
 * The staff's to-do: goods on sale with nothing in stock. The shop does not record when goods ran
 * out, so this queue has a count and no age.
 */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'outOfStock',
      db
        .selectFrom('goods')
        .select((eb) => [eb.fn.countAll<number>().as('count'), sql<null>`null`.as('oldest')])
        .where('on_sale', '=', 1)
        .where('inventory', '<=', 0)
        .executeTakeFirstOrThrow(),
    ),
  ]);
