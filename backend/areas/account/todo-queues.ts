import { COMPANY_AWAITING_VETTING } from '../../../common/areas/account/transitions.ts';
import { VETTING_WORKING_DAYS } from '../../../common/areas/staff/console.ts';
import { addWorkingDays } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** The staff's to-do: registrations waiting to be vetted, each promised one within 2 working days. */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'registrations',
      countSince(db.selectFrom('company').where('status', 'in', COMPANY_AWAITING_VETTING), 'created_at'),
      (oldest) => addWorkingDays(oldest, VETTING_WORKING_DAYS),
    ),
  ]);
