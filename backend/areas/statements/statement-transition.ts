import type { Transaction, Updateable } from 'kysely';
import {
  StatementState,
  statementAllows,
  statementNextState,
  type StatementAction,
} from '../../../common/areas/statements/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { StatementTable } from '../../db/tables/statements.ts';
import type { Database } from '../../db/types.ts';
import { queueWebhook, STATEMENT_WEBHOOK_OF_ACTION } from '../webhooks/index.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import type { StatementRow } from './statement-rows.ts';
import { settleReceived } from './statement-settle.ts';

/** The statement as the step read it: what the step is checked against and its audit row names. */
export type StatementRead = Pick<
  StatementRow,
  | 'id'
  | 'company_id'
  | 'company'
  | 'balance_num'
  | 'state'
  | 'version'
  | 'account_amount'
  | 'recorded_amount'
  | 'paid_amount'
  | 'diversity'
  | 'updated_at'
>;

/** What a step writes besides the state, which the table decides. */
export type StatementColumns = Omit<Updateable<StatementTable>, 'id' | 'state' | 'pay_status' | 'updated_at'>;

export interface StatementMove {
  action: StatementAction;
  /** Staff, the command line or the scheduled job (each writes its audit row), or the company's main account. */
  actor: StaffActor | 'buyer';
  from: StatementRead;
  /** A column that must still hold what was read, besides the state: a console step's updated_at, a buyer's version. */
  unchanged?: 'updated_at' | 'version';
  set?: StatementColumns;
  /** The audit row's own facts besides the state, or its name when the step is a remittance's or an invoice's. */
  note?: { action?: string; before?: object; after?: object; reason?: string | null };
}

/** Steps that change what is paid or owed: payStatus follows what is recorded against the amount. */
const MONEY_STEPS: readonly StatementAction[] = ['confirm', 'acceptDispute', 'remit', 'receive'];

/**
 * Whether the statement allows the step: the transition table, and a dispute is accepted or
 * corrected only while one is open (at 9 the table allows both, for an open dispute only).
 */
export function statementStepAllowed(row: Pick<StatementRead, 'state' | 'diversity'>, action: StatementAction) {
  const disputeGone = (action === 'acceptDispute' || action === 'resend') && row.diversity === null;
  return statementAllows(row.state, action) && !disputeGone;
}

/**
 * The one writer of a statement's state, whoever moves it (the buyer's routes, the console, the
 * command line, the invoices console, the jobs): refuses a step the table does not allow (10060
 * actionNotAllowed), then one conditional update from the state read (and `unchanged`) to where the
 * table and the money lead, its audit row for staff, and, once received in full, its adjustments
 * settled on the credit — all in the caller's transaction. Answers false, having written nothing,
 * when another hand moved it since it was read.
 */
export async function moveStatement(trx: Transaction<Database>, move: StatementMove, now: number): Promise<boolean> {
  const { from, action, set = {}, note = {} } = move;
  if (!statementStepAllowed(from, action)) throw new AppError(Code.conflict, 'actionNotAllowed');
  const money = {
    amount: Number(set.account_amount ?? from.account_amount),
    recorded: Number(set.recorded_amount ?? from.recorded_amount),
    paid: Number(set.paid_amount ?? from.paid_amount),
  };
  const to = statementNextState(from.state, action, money)!;
  const payStatus = MONEY_STEPS.includes(action) ? { pay_status: money.recorded >= money.amount ? 1 : 0 } : {};
  let update = trx
    .updateTable('statement')
    .set({ ...set, ...payStatus, state: to, updated_at: now })
    .where('id', '=', from.id)
    .where('state', '=', from.state);
  if (move.unchanged) update = update.where(move.unchanged, '=', from[move.unchanged]);
  const moved = await update.executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const type = to !== from.state ? STATEMENT_WEBHOOK_OF_ACTION[action] : undefined;
  if (type)
    await queueWebhook(trx, {
      companyId: from.company_id,
      type,
      data: { statementId: from.id, balanceNum: from.balance_num, state: to },
      now,
    });
  if (to === StatementState.receiptConfirmed && from.state !== StatementState.receiptConfirmed)
    await settleReceived(trx, from, set.version ?? from.version, now);
  if (move.actor !== 'buyer')
    await audit(
      trx,
      move.actor,
      {
        action: note.action ?? `statement.${action}`,
        entity: 'statement',
        entityId: from.id,
        label: `${from.balance_num} ${from.company}`,
        before: { state: from.state, ...note.before },
        after: { state: to, ...note.after },
        reason: note.reason ?? null,
      },
      now,
    );
  return true;
}
