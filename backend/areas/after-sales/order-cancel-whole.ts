import type { Transaction } from 'kysely';
import { AfterSaleStatus, AfterSaleType } from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { holdOrder } from '../orders/index.ts';

type Trx = Transaction<Database>;

/*
 * A paid order's cancel is decided for the whole order: the order has no per-line
 * shipment, so a line cancelled (restocked, refunded) while another ships would send goods that
 * were already given back. Each step on a cancel first holds the order's row (holdOrder), so two
 * staff deciding lines of one order at once are decided one after the other.
 */

const refuse = () => new AppError(Code.conflict, 'afterSaleCancelWhole');

/**
 * Whether every line of the order has its whole quantity in after-sales of this type in these
 * states — counting, too, the one being decided (`deciding`), whose new state is not written yet.
 */
export async function everyLineIn(
  trx: Trx,
  orderId: number,
  type: number,
  statuses: readonly number[],
  deciding?: number,
): Promise<boolean> {
  const lines = await trx
    .selectFrom('order_item')
    .select(['id', 'goods_quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const held = await trx
    .selectFrom('after_sale')
    .select(['order_item_id', (eb) => eb.fn.sum<number>('goods_quantity').as('quantity')])
    .where('order_id', '=', orderId)
    .where('after_sale_type', '=', type)
    .where((eb) =>
      deciding === undefined
        ? eb('status', 'in', statuses)
        : eb.or([eb('status', 'in', statuses), eb('id', '=', deciding)]),
    )
    .groupBy('order_item_id')
    .execute();
  const byLine = new Map(held.map((line) => [line.order_item_id, Number(line.quantity)]));
  return lines.every((line) => (byLine.get(line.id) ?? 0) >= line.goods_quantity);
}

/** Approving: every line's whole quantity must be in cancels still standing (1, 3 or 5). */
export async function assertCancelCoversOrder(trx: Trx, orderId: number): Promise<void> {
  await holdOrder(trx, orderId);
  const standing = [AfterSaleStatus.awaitingVetting, AfterSaleStatus.refunding, AfterSaleStatus.completed];
  if (!(await everyLineIn(trx, orderId, AfterSaleType.cancel, standing))) throw refuse();
}

/** Rejecting or withdrawing one line's cancel: not once another line's was approved. */
export async function assertNoCancelApproved(trx: Trx, orderId: number, afterSaleId: number): Promise<void> {
  await holdOrder(trx, orderId);
  const approved = await trx
    .selectFrom('after_sale')
    .select('id')
    .where('order_id', '=', orderId)
    .where('after_sale_type', '=', AfterSaleType.cancel)
    .where('status', 'in', [AfterSaleStatus.refunding, AfterSaleStatus.completed])
    .where('id', '!=', afterSaleId)
    .executeTakeFirst();
  if (approved) throw refuse();
}
