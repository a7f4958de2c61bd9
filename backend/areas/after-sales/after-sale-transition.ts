import type { Transaction, Updateable } from 'kysely';
import {
  afterSaleNextState,
  AfterSaleType,
  HOLDING_STATES,
  type AfterSaleAction,
} from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { AfterSaleTable } from '../../db/tables/after-sales.ts';
import type { Database } from '../../db/types.ts';
import { AppError, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { releaseLineQuantity } from '../orders/index.ts';
import { queueWebhook } from '../webhooks/index.ts';
import type { AfterSaleRow } from './after-sale-rows.ts';
import { assertNoCancelApproved } from './order-cancel-whole.ts';

/** Who takes a step: the buyer (its timeline row says so) or staff, who sign the audit trail as well. */
export type AfterSaleActor = StaffActor | 'buyer';

export interface AfterSaleMove {
  /** The after-sale as the caller read it: it moves only while it is still in this state. */
  row: Pick<
    AfterSaleRow,
    'id' | 'after_sale_no' | 'after_sale_type' | 'status' | 'order_id' | 'order_item_id' | 'goods_quantity'
  > & { return_tracking_no: string | null };
  action: AfterSaleAction;
  actor: AfterSaleActor;
  now: number;
  /** What the step records besides the state: a rejection's reason, a parcel's carrier and number. */
  set?: Pick<
    Updateable<AfterSaleTable>,
    'reject_reason' | 'return_carrier' | 'return_tracking_no' | 'replacement_carrier' | 'replacement_tracking_no'
  >;
  /** The timeline's and the audit row's note. */
  note?: string | null;
  /** What the audit row says besides the new state. */
  after?: Record<string, unknown>;
}

/**
 * The one function that writes an after-sale's state, whoever asks (the buyer's routes, the
 * console, the command line), in the caller's transaction: refused when the transition table
 * (common/areas/after-sales/transitions.ts) does not allow the action for its type in the state
 * read; then one update conditional on that state, and what follows leaving the states that hold
 * the line's quantity (a reject, a withdraw): the quantity goes back to the line, and one line's
 * cancel of a paid order is not dropped once another line's was approved. Then its timeline row
 * and, for staff, its audit row. Answers false, having written nothing, when it moved since.
 */
export async function moveAfterSale(trx: Transaction<Database>, move: AfterSaleMove): Promise<boolean> {
  const { row, action, actor, now } = move;
  // Once the goods are on their way back, withdrawing would leave a parcel nobody expects.
  if (action === 'withdraw' && row.return_tracking_no) throw refused('afterSaleParcelSent');
  const next = afterSaleNextState(row.after_sale_type, row.status, action);
  if (next === undefined) throw new AppError(Code.conflict, 'actionNotAllowed');
  const result = await trx
    .updateTable('after_sale')
    .set({ ...move.set, status: next, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    // A return parcel entered meanwhile (the state stays 2) ends the withdraw too.
    .$if(action === 'withdraw', (update) => update.where('return_tracking_no', 'is', null))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (!HOLDING_STATES.includes(next)) {
    if (row.after_sale_type === AfterSaleType.cancel) await assertNoCancelApproved(trx, row.order_id, row.id);
    await releaseLineQuantity(trx, row.order_item_id, row.goods_quantity);
  }
  const note = move.note ?? null;
  const byStaff = typeof actor === 'object';
  await trx
    .insertInto('after_sale_event')
    .values({ after_sale_id: row.id, status: next, action, note, by_staff: byStaff ? 1 : 0, created_at: now })
    .execute();
  const { company_id } = await trx
    .selectFrom('after_sale')
    .select('company_id')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  await queueWebhook(trx, {
    companyId: company_id,
    type: 'after_sale.changed',
    data: { afterSaleId: row.id, afterSaleNo: row.after_sale_no, orderId: row.order_id, action, status: next },
    now,
  });
  if (byStaff) {
    const fact = {
      action: `afterSale.${action}`,
      entity: 'afterSale',
      entityId: row.id,
      label: row.after_sale_no,
    } as const;
    const after = { status: next, ...move.after };
    await audit(trx, actor, { ...fact, before: { status: row.status }, after, reason: note }, now);
  }
  return true;
}
