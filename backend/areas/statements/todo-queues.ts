import {
  remittanceStatesAllowing,
  StatementState,
  statementStatesAllowing,
} from '../../../common/areas/statements/transitions.ts';
import { monthBefore, shanghaiMoment, shanghaiMonth } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { countSince, queueCount, type QueueCount } from '../../services/todo-queue.ts';
import { companiesActiveIn } from './statement-make.ts';

/**
 * Companies with credit activity last month but no statement for it yet (the monthly job failed or
 * has not run): waiting since the 1st, when it was due.
 */
async function statementsToMake(db: Db, now: number) {
  const month = monthBefore(shanghaiMonth(now));
  const active = await companiesActiveIn(db, month);
  const made = await db.selectFrom('statement').select('company_id').where('month', '=', month).execute();
  const have = new Set(made.map((row) => row.company_id));
  const count = active.filter((id) => !have.has(id)).length;
  const [year, mon] = shanghaiMonth(now).split('-').map(Number) as [number, number];
  return { count, oldest: count === 0 ? null : shanghaiMoment(year, mon, 1) };
}

/**
 * The staff's to-do: statements to make, made and not sent yet, disputed by the company,
 * remittances finance has not confirmed or returned, and statements past their due date unpaid.
 */
export const todoQueues = (db: Db, now: number): Promise<QueueCount[]> =>
  Promise.all([
    queueCount('statementsToMake', statementsToMake(db, now)),
    queueCount(
      'statementsToSend',
      countSince(db.selectFrom('statement').where('state', 'in', statementStatesAllowing('send')), 'created_at'),
    ),
    queueCount(
      'statementDisputes',
      countSince(db.selectFrom('statement').where('state', '=', StatementState.rejected), 'updated_at'),
    ),
    queueCount(
      'remittancesToConfirm',
      countSince(db.selectFrom('remittance').where('state', 'in', remittanceStatesAllowing('confirm')), 'created_at'),
    ),
    queueCount(
      'overdueStatements',
      countSince(db.selectFrom('statement').where('state', '=', StatementState.overdue), 'overdue_at'),
    ),
  ]);
