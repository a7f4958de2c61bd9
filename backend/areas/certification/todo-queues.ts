import { CERTIFICATION_WAITING } from '../../../common/areas/certification/transitions.ts';
import { VETTING_WORKING_DAYS } from '../../../common/areas/staff/console.ts';
import { addWorkingDays } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';

/** The staff's to-do: certifications waiting to be vetted, each promised one within 2 working days. */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount(
      'certifications',
      countSince(db.selectFrom('certification').where('cert_status', 'in', CERTIFICATION_WAITING), 'applied_at'),
      (oldest) => addWorkingDays(oldest, VETTING_WORKING_DAYS),
    ),
  ]);
