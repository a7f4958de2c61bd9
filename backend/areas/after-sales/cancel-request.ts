import { RefundType, ReturnType } from '../../../common/areas/after-sales/after-sale.ts';
import { AfterSaleType } from '../../../common/areas/after-sales/transitions.ts';
import { orderNextState } from '../../../common/areas/orders/transitions.ts';
import type { MessageKey } from '../../../common/messages.ts';
import type { Caller } from '../../caller.ts';
import { Code } from '../../../common/envelope.ts';
import { AppError, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { moveOrder } from '../orders/index.ts';
import { cancelTypeOf, insertAfterSale, linesOfOrder } from './apply.ts';

const stateChanged = () => new AppError(Code.conflict, 'orderStateChanged');

/**
 * 取消订单 of a paid order (DESIGN.md decision 18): the money must come back through a
 * recorded refund, so the cancel becomes after-sales for staff — one per line, for what the line
 * still allows — a cancel (type 4) while unshipped, a return (type 1, goods sent back from the
 * delivery address) once shipped. Answers the message that says which.
 */
export async function requestCancel(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: Caller,
  orderId: number,
  reason: string,
): Promise<MessageKey> {
  const lines = await linesOfOrder(db, caller, orderId);
  const { order_status, order_no } = lines[0]!;
  // Only a cancel that leaves the order where it is, a paid order's, is asked of the staff.
  if (orderNextState(order_status, 'cancel') !== order_status) throw stateChanged();
  const order = { id: orderId, order_status, order_no };
  const type = cancelTypeOf(order_status);
  const now = clock.now();
  const opened = await db.transaction().execute(async (trx) => {
    // The order's cancel, through its executor, holds the order's row and proves it is still as
    // read: a shipment at the same moment either waits and then sees this request (and is
    // refused), or came first and this request is refused, to be asked again as what the order is now.
    if (!(await moveOrder(trx, { order, step: 'cancel', actor: 'buyer', now }))) throw stateChanged();
    let count = 0;
    for (const line of lines) {
      const quantity = line.goods_quantity - line.after_sale_quantity;
      if (quantity <= 0) continue;
      const id = await insertAfterSale(trx, {
        line,
        caller,
        type,
        quantity,
        reason: 'notNeeded',
        remark: reason,
        fields: {
          refund_type: RefundType.original,
          ...(type === AfterSaleType.return
            ? {
                goods_status: '1',
                return_type: ReturnType.shipBack,
                shipper: line.consignee,
                mobile: line.order_mobile,
                area_name: line.order_area_name,
                address: line.order_address,
              }
            : {}),
        },
        now,
      });
      if (id !== undefined) count += 1;
    }
    return count;
  });
  if (opened === 0) throw refused('orderCancelNothingLeft');
  return type === AfterSaleType.cancel ? 'orderCancelRequested' : 'orderCancelAsReturn';
}
