import { afterSaleNextState, type StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { afterSaleConsoleDetail, freshAfterSale, type ConsoleAfterSaleRow } from './console-detail.ts';
import { stepEffects } from './console-effects.ts';
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
 * with it as it is now) or the transition table does not allow it; then one conditional update
 * on that state, with what the step moves (quantity, stock, money), its timeline row and its audit
 * row in the same transaction. Of two hands at once the second gets 10060, never a double effect.
 */
export function afterSaleStep({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return async (
    actor: StaffActor,
    current: ConsoleAfterSaleRow,
    action: StaffAfterSaleAction,
    input: AfterSaleStepInput,
  ): Promise<void> => {
    const id = current.id;
    if (input.seen !== undefined && input.seen !== String(current.status))
      throw handledByOther(await afterSaleConsoleDetail(db, current));
    const next = afterSaleNextState(current.after_sale_type, current.status, action);
    if (next === undefined)
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, await afterSaleConsoleDetail(db, current));
    if (action === 'refund') assertRefundInput(current, input);
    const now = clock.now();
    const note = noteOf(action, input);
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('after_sale')
        .set({
          status: next,
          updated_at: now,
          ...(action === 'reject' ? { reject_reason: input.reason ?? '' } : {}),
          ...(action === 'shipReplacement'
            ? { replacement_carrier: input.carrier, replacement_tracking_no: input.trackingNo }
            : {}),
        })
        .where('id', '=', id)
        .where('status', '=', current.status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await stepEffects(trx, current, action, input, actor, now);
      await trx
        .insertInto('after_sale_event')
        .values({ after_sale_id: id, status: next, action, note, by_staff: 1, created_at: now })
        .execute();
      await audit(
        trx,
        actor,
        {
          action: `afterSale.${action}`,
          entity: 'afterSale',
          entityId: id,
          label: current.after_sale_no,
          before: { status: current.status },
          after: { status: next, ...(action === 'refund' ? { refund: moneyToText(input.amount!, 2) } : {}) },
          reason: note,
        },
        now,
      );
      return true;
    });
    if (!moved) throw handledByOther(await freshAfterSale(db, id));
  };
}
