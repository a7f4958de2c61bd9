import { InvoiceType } from '../../../common/areas/invoices/invoice.ts';
import type {
  ConsoleInvoiceOrder,
  ConsoleInvoiceReversal,
  ConsoleInvoiceStatement,
  InvoiceQueueQuery,
} from '../../../common/areas/invoices/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { onePage } from '../../services/paging.ts';
import { orderInvoiceDue } from '../orders/index.ts';
import { statementInvoiceDue } from '../statements/index.ts';
import { ordersAwaitingInvoice, refundsAwaitingReversal, statementsAwaitingInvoice } from './invoice-waiting.ts';

const yuan = (amount: number) => moneyToWire(Number(amount) as Money);

/** Offline-paid orders without a blue invoice (credit orders go with their statement). */
async function orderQueue(db: Db, query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceOrder>> {
  let filter = ordersAwaitingInvoice(db).innerJoin('company', 'company.id', 'orders.company_id');
  if (query.id !== undefined) filter = filter.where('orders.id', '=', query.id);
  const list = filter
    .select([
      'orders.id',
      'orders.order_no',
      'orders.invoice_type',
      'orders.invoice_unit_name',
      'orders.pay_time',
      'company.name as company',
    ])
    .select((eb) => orderInvoiceDue(eb).as('due'))
    .orderBy('orders.pay_time')
    .orderBy('orders.id');
  const { rows, total } = await onePage(list, filter, query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      company: row.company,
      invoiceType: row.invoice_type,
      unitName: row.invoice_unit_name,
      amount: yuan(row.due),
      paidDate: row.pay_time === null ? null : wireTime(row.pay_time),
    })),
    total,
  };
}

/** Confirmed statements (and overdue ones) without a blue invoice, for consolidated invoicing. */
async function statementQueue(db: Db, query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceStatement>> {
  let filter = statementsAwaitingInvoice(db)
    .innerJoin('company', 'company.id', 'statement.company_id')
    // One header per company at most: the join never repeats a statement.
    .leftJoin('invoice_header', 'invoice_header.company_id', 'statement.company_id');
  if (query.id !== undefined) filter = filter.where('statement.id', '=', query.id);
  const list = filter
    .select([
      'statement.id',
      'statement.balance_num',
      'statement.state',
      'statement.confirmed_at',
      'company.name as company',
      'invoice_header.invoice_type',
    ])
    .select((eb) => statementInvoiceDue(eb).as('due'))
    .orderBy('statement.confirmed_at')
    .orderBy('statement.id');
  const { rows, total } = await onePage(list, filter, query);
  return {
    list: rows.map((row) => ({
      id: row.id,
      balanceNum: row.balance_num,
      company: row.company,
      state: row.state,
      invoiceType: row.invoice_type ?? InvoiceType.ordinary,
      amount: yuan(row.due),
      confirmedDate: row.confirmed_at === null ? null : wireTime(row.confirmed_at),
    })),
    total,
  };
}

/** Refunds on an invoiced order, made after its blue invoice, without their red one. */
async function reversalQueue(db: Db, query: InvoiceQueueQuery): Promise<Page<ConsoleInvoiceReversal>> {
  let filter = refundsAwaitingReversal(db)
    .innerJoin('orders', 'orders.id', 'refund.order_id')
    .innerJoin('company', 'company.id', 'refund.company_id');
  if (query.id !== undefined) filter = filter.where('refund.id', '=', query.id);
  const list = filter
    .select([
      'refund.id',
      'refund.order_id',
      'refund.amount',
      'refund.created_at',
      'orders.order_no',
      'blue.id as invoice_id',
      'blue.invoice_no',
      'company.name as company',
    ])
    .orderBy('refund.created_at')
    .orderBy('refund.id');
  const { rows, total } = await onePage(list, filter, query);
  return {
    list: rows.map((row) => ({
      refundId: row.id,
      orderId: row.order_id,
      orderNo: row.order_no,
      company: row.company,
      invoiceId: row.invoice_id,
      invoiceNo: row.invoice_no,
      amount: yuan(row.amount),
      refundDate: wireTime(row.created_at),
    })),
    total,
  };
}

/** The 待开票 queues (orders, statements) and the 红字 one (reversals), by name. */
export const invoiceQueues = { orders: orderQueue, statements: statementQueue, reversals: reversalQueue };
