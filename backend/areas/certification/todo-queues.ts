import { CERTIFICATION_WAITING } from '../../../common/areas/certification/transitions.ts';
import { VETTING_WORKING_DAYS } from '../../../common/areas/staff/console.ts';
import { addWorkingDays } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** The staff's to-do: certifications waiting to be vetted, each promised one within 2 working days. */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'certifications',
      db
        .selectFrom('certification')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('applied_at').as('oldest')])
        .where('cert_status', 'in', CERTIFICATION_WAITING)
        .executeTakeFirstOrThrow(),
      (oldest) => addWorkingDays(oldest, VETTING_WORKING_DAYS),
    ),
  ]);
