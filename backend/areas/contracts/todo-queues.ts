import { sql } from 'kysely';
import { CONTRACT_REMINDER_DAYS, contractStatesAllowing } from '../../../common/areas/contracts/transitions.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/**
 * The staff's to-do: drafts to send, with the refused ones waiting to be revised; and signed
 * contracts ending within the first reminder's days, which have an end and no age.
 */
export const todoQueues = (db: Db, now: number): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'contractsToSend',
      countSince(
        db
          .selectFrom('contract')
          .where('status', 'in', [...contractStatesAllowing('send'), ...contractStatesAllowing('revise')]),
        'updated_at',
      ),
    ),
    queueCount(
      'contractsExpiring',
      db
        .selectFrom('contract')
        .select((eb) => [eb.fn.countAll<number>().as('count'), sql<null>`null`.as('oldest')])
        .where('status', 'in', contractStatesAllowing('expire'))
        .where('end_date', '<=', shanghaiDate(now + CONTRACT_REMINDER_DAYS[0] * 86_400_000))
        .executeTakeFirstOrThrow(),
    ),
  ]);
