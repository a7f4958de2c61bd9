import { PayType } from '../../../contract/areas/orders/order.ts';
import { StatementState } from '../../../contract/areas/statements/transitions.ts';
import { OrderStatus } from '../../../contract/status.ts';
import type { Db } from '../../db/types.ts';

/**
 * What waits for an invoice (issue 16), said once: the invoice desk's queues list these and the
 * console's to-do counts them, so the count on the home page is always the rows behind its link.
 */

/** Offline-paid orders, not cancelled, without a blue invoice (credit orders go with their statement). */
export const ordersAwaitingInvoice = (db: Db) =>
  db
    .selectFrom('orders')
    .where('orders.pay_type_id', '=', PayType.offline)
    .where('orders.is_pay', '=', 1)
    .where('orders.order_status', '!=', OrderStatus.cancelled)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice')
            .select('invoice.id')
            .whereRef('invoice.order_id', '=', 'orders.id')
            .where('invoice.kind', '=', 'blue'),
        ),
      ),
    );

/** Confirmed statements (and overdue ones) without a blue invoice, for consolidated invoicing. */
export const statementsAwaitingInvoice = (db: Db) =>
  db
    .selectFrom('statement')
    .where('statement.state', 'in', [StatementState.confirmed, StatementState.overdue])
    .where(({ not, exists, selectFrom }) =>
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
