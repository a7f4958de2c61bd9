import type { Updateable } from 'kysely';
import { purchaseNextState, type PurchaseStep } from '../../../common/areas/orders/transitions.ts';
import type { Caller } from '../../caller.ts';
import type { PurchaseTable } from '../../db/tables/orders.ts';
import type { Db } from '../../db/types.ts';
import { stateChanged } from './order-rows.ts';
import { ApprovalLevel, type ApprovalLevelValue } from '../../../common/areas/approval-rules/index.ts';
import { message } from '../../../common/messages.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import type { SmsOutbox } from '../../services/sms-outbox.ts';
import { reviewersOf } from '../approval-rules/index.ts';
import { PURCHASE_WEBHOOK_OF_STEP, queueWebhook } from '../webhooks/index.ts';

type PurchaseColumns = Updateable<PurchaseTable>;

export interface PurchaseMove {
  /** The purchase (a settlement) as the caller read it: it moves only while it is still in this state. */
  purchase: { id: number; check_status: number };
  step: PurchaseStep;
  /** Who takes the step: the one who submits, or the approver who decides. */
  actor: Caller;
  now: number;
  /** What the step records besides the state: the choices and total submitted, a rejection's reason. */
  set?: Pick<
    PurchaseColumns,
    | 'pay_type_id'
    | 'consignee_id'
    | 'invoice_header_id'
    | 'quantity'
    | 'total_amount'
    | 'reject_reason'
    | 'needs_approval'
    | 'approval_level'
  >;
}

/** What follows a step: submitting (again) clears the last decision, deciding signs it. */
function following(step: PurchaseStep, actor: Caller, now: number): PurchaseColumns {
  if (step === 'approve' || step === 'reject') return { checker_id: actor.accountId, check_date: now };
  if (step === 'submit' || step === 'order' || step === 'resubmit')
    return { submitted_at: now, checker_id: null, check_date: null, reject_reason: null };
  return {};
}

/**
 * The one function that writes a purchase's approval state (checkStatus), whoever asks — the
 * purchaser submitting or resubmitting, the main account or an approver deciding, anyone else's
 * settlement approved as it becomes its order — in the caller's transaction: refused with
 * 「订单状态已变化」 when the transition table does not allow the step in the state read, or when the
 * purchase moved since (one update conditional on that state; a rejection and an approval at once
 * cannot both happen).
 */
export async function movePurchase(trx: Db, move: PurchaseMove): Promise<void> {
  const { purchase, step } = move;
  const next = purchaseNextState(purchase.check_status, step);
  if (next === undefined) throw stateChanged();
  const result = await trx
    .updateTable('purchase')
    .set({ ...following(step, move.actor, move.now), ...move.set, check_status: next })
    .where('id', '=', purchase.id)
    .where('check_status', '=', purchase.check_status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw stateChanged();
  const type = PURCHASE_WEBHOOK_OF_STEP[step];
  if (type)
    await queueWebhook(trx, {
      companyId: move.actor.companyId,
      type,
      data: { purchaseId: purchase.id, checkStatus: next },
      now: move.now,
    });
}

/**
 * A purchase started waiting (submitted or resubmitted): every account that may decide it is
 * texted, in the same transaction — level 1 the company's approvers (its main account when it has
 * none), level 2 the main account.
 */
export async function textReviewers(
  trx: Db,
  sms: SmsOutbox,
  purchase: { companyId: number; batch: string; total: Money; purchaser: string; level: ApprovalLevelValue },
): Promise<void> {
  const reviewers = await reviewersOf(trx, purchase.companyId, purchase.level);
  const text = message(
    'zh-CN',
    purchase.level === ApprovalLevel.mainOnly ? 'smsPurchaseWaitingMainText' : 'smsPurchaseWaitingText',
    { purchaser: purchase.purchaser, batch: purchase.batch, amount: moneyToText(purchase.total, 2) },
  );
  for (const reviewer of reviewers) await sms.queue(trx, reviewer.mobile, text);
}
