import type { Deps } from '../../services/deps.ts';
import { invoiceConsoleService } from './console.service.ts';
import { invoiceInfoService } from './invoice-info.service.ts';

/** Invoices, the buyer's side: an order's invoice info and files; issuing is the staff's. */
export const services = (deps: Deps) => ({
  invoiceInfo: invoiceInfoService(deps),
  invoiceConsole: invoiceConsoleService(deps),
});

/** What waits for an invoice and how much it leaves to invoice, for the staff's console services and to-do. */
export {
  invoiceableOrders,
  invoiceDueOf,
  orderInvoiceDue,
  ordersAwaitingInvoice,
  refundsAwaitingReversal,
  statementsAwaitingInvoice,
} from './invoice-waiting.ts';
