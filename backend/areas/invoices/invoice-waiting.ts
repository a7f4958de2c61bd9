import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/types.ts';
import { invoiceableStatements } from '../statements/index.ts';

/**
 * What waits for an invoice, said once: the invoice console's queues list these and the
 * console's to-do counts them, so the count on the home page is always the rows behind its link.
 */

/**
 * What an order leaves to invoice: what was paid less what was refunded on it. The queue shows it,
 * the issue form starts from it and the issue checks against it, so finance is never shown one
 * amount and refused for not typing another.
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
 * Offline-paid orders, not cancelled, with something left to invoice once refunds are taken off
 * (credit orders go with their statement).
 */
export const invoiceableOrders = (db: Db) =>
  db
    .selectFrom('orders')
    .where('orders.pay_type_id', '=', PayType.offline)
    .where('orders.is_pay', '=', 1)
    .where('orders.order_status', '!=', OrderStatus.cancelled)
    .where((eb) => eb(orderInvoiceDue(eb), '>', 0));

/** Those without their blue invoice yet. */
export const ordersAwaitingInvoice = (db: Db) =>
  invoiceableOrders(db).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('invoice')
          .select('invoice.id')
          .whereRef('invoice.order_id', '=', 'orders.id')
          .where('invoice.kind', '=', 'blue'),
      ),
    ),
  );

/**
 * Statements the shop may invoice (the statements area says which and for how much) without their
 * blue invoice yet, for consolidated invoicing.
 */
export const statementsAwaitingInvoice = (db: Db) =>
  invoiceableStatements(db).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('invoice')
          .select('invoice.id')
          .whereRef('invoice.statement_id', '=', 'statement.id')
          .where('invoice.kind', '=', 'blue'),
      ),
    ),
  );

/**
 * Refunds on an invoiced order, made after its blue invoice, without their red one (a refund made
 * before the invoice is already left out of it). Joined to the blue invoice as `blue`.
 */
export const refundsAwaitingReversal = (db: Db) =>
  db
    .selectFrom('refund')
    .innerJoin('invoice as blue', (join) =>
      join.onRef('blue.order_id', '=', 'refund.order_id').on('blue.kind', '=', 'blue'),
    )
    .whereRef('refund.created_at', '>', 'blue.created_at')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoice').select('invoice.id').whereRef('invoice.refund_id', '=', 'refund.id'))),
    );

/**
 * What an order waiting for its blue invoice leaves to invoice, for the orders console's detail;
 * null when it does not wait (not paid yet, nothing left, invoiced already). A statement's is the
 * statements area's own (its console's detail).
 */
export async function invoiceDueOf(db: Db, id: number): Promise<number | null> {
  const row = await ordersAwaitingInvoice(db)
    .select((eb) => orderInvoiceDue(eb).as('due'))
    .where('orders.id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.due) : null;
}
