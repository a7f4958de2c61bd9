import type { Db } from '../../db/types.ts';
import { invoiceableOrders } from '../orders/index.ts';
import { invoiceableStatements } from '../statements/index.ts';

/**
 * What waits for an invoice, said once: the invoice console's queues list these and the
 * console's to-do counts them, so the count on the home page is always the rows behind its link.
 */

/** Orders the shop may invoice (the orders area says which and for how much) without their blue invoice yet. */
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
