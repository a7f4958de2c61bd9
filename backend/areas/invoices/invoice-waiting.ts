import { PayType } from '../../../common/areas/orders/order.ts';
import { STATEMENT_INVOICEABLE, StatementState } from '../../../common/areas/statements/transitions.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/types.ts';

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
 * What a statement leaves to invoice: its amount, in which the month's refunds are already
 * negative lines (a consolidated invoice nets them).
 */
export const statementInvoiceDue = (eb: ExpressionBuilder<Database, 'statement'>) => eb.ref('statement.account_amount');

/**
 * Statements the shop may invoice (the transition table's states): confirmed ones, overdue ones
 * the buyer had confirmed first (confirmed_at) — an unconfirmed or disputed amount is not
 * invoiced — and ones paid in full; each owing something (a month of refunds owes nothing).
 */
export const invoiceableStatements = (db: Db) =>
  db
    .selectFrom('statement')
    .where('statement.state', 'in', STATEMENT_INVOICEABLE)
    .where((eb) =>
      eb.or([eb('statement.state', '!=', StatementState.overdue), eb('statement.confirmed_at', 'is not', null)]),
    )
    .where((eb) => eb(statementInvoiceDue(eb), '>', 0));

/** Those without their blue invoice yet, for consolidated invoicing. */
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
 * What an order or a statement waiting for its blue invoice leaves to invoice, for the console's
 * detail screens; null when it does not wait (not payable yet, nothing left, invoiced already).
 */
export async function invoiceDueOf(db: Db, target: 'order' | 'statement', id: number): Promise<number | null> {
  const row =
    target === 'order'
      ? await ordersAwaitingInvoice(db)
          .select((eb) => orderInvoiceDue(eb).as('due'))
          .where('orders.id', '=', id)
          .executeTakeFirst()
      : await statementsAwaitingInvoice(db)
          .select((eb) => statementInvoiceDue(eb).as('due'))
          .where('statement.id', '=', id)
          .executeTakeFirst();
  return row ? Number(row.due) : null;
}
