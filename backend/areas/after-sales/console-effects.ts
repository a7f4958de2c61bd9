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
import { restock } from '../catalogue/index.ts';
import { holdOrder, moveOrder } from '../orders/index.ts';
import type { ConsoleAfterSaleRow } from './console-detail.ts';
import { recordRefund } from './console-refund.ts';
import { assertCancelCoversOrder, everyLineIn } from './order-cancel-whole.ts';

/**
 * A cancel approved before shipment: the line's goods return to stock; once every line of the
 * order is cancelled whole, the order itself is closed (its money comes back by the refunds).
 */
const cancelLine = async (trx: Transaction<Database>, row: ConsoleAfterSaleRow, now: number) => {
  // The unshipped order's row is held until this commits, so a shipment at the same moment waits,
  // and a shipped order is refused (it needs a return).
  if (!(await holdOrder(trx, row.order_id, OrderStatus.awaitingShipment)))
    throw new AppError(Code.conflict, 'afterSaleCancelShipped');
  await assertCancelCoversOrder(trx, row.order_id);
  await restock(trx, row.goods_id, row.goods_quantity);
  const decided = [AfterSaleStatus.refunding, AfterSaleStatus.completed];
  if (await everyLineIn(trx, row.order_id, AfterSaleType.cancel, decided, row.id)) {
    const order = { id: row.order_id, order_status: OrderStatus.awaitingShipment, order_no: row.order_no };
    await moveOrder(trx, { order, step: 'close', actor: 'shop', now, reason: row.remark || null });
  }
};

/**
 * What a step changes besides the after-sale, in the step's transaction; a refusal rolls it all
 * back. (What a reject changes follows its state, in the executor: after-sale-transition.ts.)
 */
export async function stepEffects(
  trx: Transaction<Database>,
  row: ConsoleAfterSaleRow,
  action: StaffAfterSaleAction,
  input: { amount?: Money; date?: string; serial?: string },
  actor: StaffActor,
  now: number,
) {
  if (action === 'approve' && row.after_sale_type === AfterSaleType.cancel) await cancelLine(trx, row, now);
  if (action === 'receive') await restock(trx, row.goods_id, row.goods_quantity);
  if (action === 'refund') await recordRefund(trx, row, input, actor, now);
}
