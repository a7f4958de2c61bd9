import type { ExpressionBuilder } from 'kysely';
import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { Database, Db } from '../../db/types.ts';

/**
 * What an order leaves to invoice: what was paid less what was refunded on it. The invoices
 * console's queue shows it, its issue form starts from it and the issue checks against it, so
 * finance is never shown one amount and refused for not typing another.
 */
export const orderInvoiceDue = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb(
    'orders.actual_pay_amount',
    '-',
    eb.fn.coalesce(
      eb
        .selectFrom('refund')
        .select((sub) => sub.fn.sum<number>('refund.amount').as('refunded'))
        .whereRef('refund.order_id', '=', 'orders.id'),
      eb.lit(0),
    ),
  );

/**
 * Orders the shop may invoice: offline-paid, not cancelled, with something left once refunds are
 * taken off (credit orders go with their statement).
 */
export const invoiceableOrders = (db: Db) =>
  db
    .selectFrom('orders')
    .where('orders.pay_type_id', '=', PayType.offline)
    .where('orders.is_pay', '=', 1)
    .where('orders.order_status', '!=', OrderStatus.cancelled)
    .where((eb) => eb(orderInvoiceDue(eb), '>', 0));

/**
 * What an order waiting for its blue invoice leaves to invoice, for the console's detail; null
 * when it does not wait (not paid yet, nothing left, invoiced already).
 */
export async function orderInvoiceDueOf(db: Db, id: number): Promise<number | null> {
  const row = await invoiceableOrders(db)
    .select((eb) => orderInvoiceDue(eb).as('due'))
    .where('orders.id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice')
            .select('invoice.id')
            .whereRef('invoice.order_id', '=', 'orders.id')
            .where('invoice.kind', '=', 'blue'),
        ),
      ),
    )
    .executeTakeFirst();
  return row ? Number(row.due) : null;
}
