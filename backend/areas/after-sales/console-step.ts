import { staffAfterSaleActionsOf, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { moveAfterSale } from './after-sale-transition.ts';
import { afterSaleConsoleDetail, freshAfterSale, type ConsoleAfterSaleRow } from './console-detail.ts';
import { stepEffects } from './console-effects.ts';
import { afterSaleStepSms } from './console-sms.ts';
import { assertRefundInput } from './console-refund.ts';

/** What a staff step brings besides the action: the form's fields and the state its page showed. */
export interface AfterSaleStepInput {
  seen?: string;
  reason?: string;
  note?: string;
  carrier?: string;
  trackingNo?: string;
  amount?: Money;
  date?: string;
  serial?: string;
}

/** What the timeline and the audit row say of a step. */
const noteOf = (action: StaffAfterSaleAction, input: AfterSaleStepInput) =>
  action === 'reject'
    ? (input.reason ?? null)
    : action === 'shipReplacement'
      ? `${input.carrier} ${input.trackingNo}`
      : action === 'refund'
        ? moneyToText(input.amount!, 2)
        : (input.note ?? null);

/**
 * One step on an after-sale, from the state the page showed: refused when it moved since (10060
 * with it as it is now) or the console does not offer it; then, through the after-sale's one
 * executor, one conditional update on that state with its timeline and audit rows, and what the
 * step moves (quantity, stock, money) in the same transaction. Of two hands at once the second
 * gets 10060, never a double effect. The applicant's SMS is queued in the same transaction.
 */
export function afterSaleStep({ db, clock, sms }: Pick<Deps, 'db' | 'clock' | 'sms'>) {
  return async (
    actor: StaffActor,
    current: ConsoleAfterSaleRow,
    action: StaffAfterSaleAction,
    input: AfterSaleStepInput,
  ): Promise<void> => {
    if (input.seen !== undefined && input.seen !== String(current.status))
      throw handledByOther(await afterSaleConsoleDetail(db, current));
    // What the console offers (the transition table), refused with the after-sale as its page should show it.
    if (!staffAfterSaleActionsOf(current.after_sale_type, current.status).includes(action))
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, await afterSaleConsoleDetail(db, current));
    if (action === 'refund') assertRefundInput(current, input);
    const move = {
      row: current,
      action,
      actor,
      now: clock.now(),
      note: noteOf(action, input),
      set:
        action === 'reject'
          ? { reject_reason: input.reason ?? '' }
          : action === 'shipReplacement'
            ? { replacement_carrier: input.carrier, replacement_tracking_no: input.trackingNo }
            : {},
      after: action === 'refund' ? { refund: moneyToText(input.amount!, 2) } : {},
    };
    const moved = await db.transaction().execute(async (trx) => {
      if (!(await moveAfterSale(trx, move))) return false;
      await stepEffects(trx, current, action, input, actor, move.now);
      await sms.queue(trx, current.applicant_mobile, afterSaleStepSms(current, action, input));
      return true;
    });
    if (!moved) throw handledByOther(await freshAfterSale(db, current.id));
  };
}
