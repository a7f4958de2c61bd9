import type { Transaction } from 'kysely';
import {
  AfterSaleStatus,
  AfterSaleType,
  type StaffAfterSaleAction,
} from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Money } from '../../../common/money.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { closeOrder, restock } from '../orders/index.ts';
import type { ConsoleAfterSaleRow } from './console-detail.ts';
import { recordRefund } from './console-refund.ts';
import { releaseQuantity } from './ledger.ts';
import { assertCancelCoversOrder, assertNoCancelApproved, everyLineIn } from './order-cancel-whole.ts';

/**
 * A cancel approved before shipment: the line's goods return to stock; once every line of the
 * order is cancelled whole, the order itself is cancelled (its money comes back by the refunds).
 */
const cancelLine = async (trx: Transaction<Database>, row: ConsoleAfterSaleRow, now: number) => {
  // A no-op update on the unshipped order: it holds the order's row until this commits, so a
  // shipment at the same moment waits, and a shipped order is refused (it needs a return).
  const unshipped = await trx
    .updateTable('orders')
    .set({ order_status: OrderStatus.awaitingShipment })
    .where('id', '=', row.order_id)
    .where('order_status', '=', OrderStatus.awaitingShipment)
    .executeTakeFirst();
  if (Number(unshipped.numUpdatedRows) !== 1) throw new AppError(Code.conflict, 'afterSaleCancelShipped');
  await assertCancelCoversOrder(trx, row.order_id);
  await restock(trx, row.goods_id, row.goods_quantity);
  const decided = [AfterSaleStatus.refunding, AfterSaleStatus.completed];
  if (await everyLineIn(trx, row.order_id, AfterSaleType.cancel, decided, row.id))
    await closeOrder(trx, row.order_id, OrderStatus.awaitingShipment, row.remark || null, now);
};

/** What a step changes besides the state, in the step's transaction; a refusal rolls it all back. */
export async function stepEffects(
  trx: Transaction<Database>,
  row: ConsoleAfterSaleRow,
  action: StaffAfterSaleAction,
  input: { amount?: Money; date?: string; serial?: string },
  actor: StaffActor,
  now: number,
) {
  if (action === 'reject' && row.after_sale_type === AfterSaleType.cancel)
    await assertNoCancelApproved(trx, row.order_id, row.id);
  if (action === 'reject') await releaseQuantity(trx, row.order_item_id, row.goods_quantity);
  if (action === 'approve' && row.after_sale_type === AfterSaleType.cancel) await cancelLine(trx, row, now);
  if (action === 'receive') await restock(trx, row.goods_id, row.goods_quantity);
  if (action === 'refund') await recordRefund(trx, row, input, actor, now);
}
