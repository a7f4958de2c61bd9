import type { Db } from '../../db/types.ts';
import { queueCount, type QueueCount } from '../../services/todo-queue.ts';
import { ordersAwaitingInvoice, refundsAwaitingReversal, statementsAwaitingInvoice } from './invoice-waiting.ts';

/** Orders and statements waiting for their blue invoice: one count, the older of the two oldest. */
async function invoicesToIssue(db: Db) {
  const [orders, statements] = await Promise.all([
    ordersAwaitingInvoice(db)
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('orders.pay_time').as('oldest')])
      .executeTakeFirstOrThrow(),
    statementsAwaitingInvoice(db)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.min(eb.fn.coalesce('statement.confirmed_at', 'statement.updated_at')).as('oldest'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = [orders.oldest, statements.oldest]
    .filter((value) => value !== null)
    .map(Number)
    .reduce<number | null>((least, value) => (least === null || value < least ? value : least), null);
  return { count: Number(orders.count) + Number(statements.count), oldest };
}

/**
 * The staff's to-do, as the invoices console queues them: offline-paid orders and confirmed (or
 * overdue) statements without a blue invoice, waiting since they were paid or confirmed; and
 * refunds on invoiced orders that wait for their red-letter invoice.
 */
export const todoQueues = (db: Db): Promise<QueueCount[]> =>
  Promise.all([
    queueCount('invoicesToIssue', invoicesToIssue(db)),
    queueCount(
      'invoiceReversals',
      refundsAwaitingReversal(db)
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('refund.created_at').as('oldest')])
        .executeTakeFirstOrThrow(),
    ),
  ]);
