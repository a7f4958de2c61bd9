import { orderAllows } from '../../../contract/areas/orders/transitions.ts';
import { OrderStatus } from '../../../contract/status.ts';
import { Code } from '../../../contract/envelope.ts';
import { AppError, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { changedOne, updateOrder } from './order-rows.ts';

/** The shop staff's side of an order (staff command line): a transfer confirmed, goods shipped. */
export function fulfilmentService({ db, clock }: Deps) {
  const byNumber = async (orderNo: string) => {
    const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!order) throw new AppError(Code.notFound, 'orderNoUnknown', { orderNo });
    return order;
  };

  return {
    /** `confirm-payment <orderNo>`: the offline transfer arrived; the order awaits shipment. */
    async confirmPayment(orderNo: string) {
      const order = await byNumber(orderNo);
      if (order.is_pay === 1) throw refused('orderAlreadyPaid', { orderNo });
      if (!orderAllows({ orderStatus: order.order_status }, 'confirmPayment')) {
        throw new AppError(Code.conflict, 'orderNotAwaitingPayment', { orderNo });
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        changedOne(
          await updateOrder(trx, order.id)
            .set({
              is_pay: 1,
              pay_time: now,
              actual_pay_amount: order.total_amount,
              order_status: OrderStatus.awaitingShipment,
            })
            .where('is_pay', '=', 0)
            .where('order_status', '=', OrderStatus.awaitingPayment)
            .executeTakeFirst(),
        );
        await trx
          .insertInto('order_event')
          .values({ order_id: order.id, kind: 'paid', note: 'offline', created_at: now })
          .execute();
      });
      return order;
    },

    /** `ship-order <orderNo> [--carrier NAME --tracking NO]`: a paid order leaves the warehouse. */
    async ship(orderNo: string, carrier?: string, trackingNo?: string) {
      const order = await byNumber(orderNo);
      if (!orderAllows({ orderStatus: order.order_status }, 'ship')) {
        throw new AppError(Code.conflict, 'orderNotAwaitingShipment', { orderNo });
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        changedOne(
          await updateOrder(trx, order.id)
            .set({
              is_send: 1,
              send_time: now,
              carrier: carrier ?? null,
              tracking_no: trackingNo ?? null,
              order_status: OrderStatus.awaitingReceipt,
            })
            .where('order_status', '=', OrderStatus.awaitingShipment)
            .executeTakeFirst(),
        );
        await trx
          .insertInto('order_event')
          .values({
            order_id: order.id,
            kind: 'shipped',
            carrier: carrier ?? null,
            tracking_no: trackingNo ?? null,
            created_at: now,
          })
          .execute();
      });
      return order;
    },
  };
}
