import type { Deps } from '../../services/deps.ts';
import { invoiceConsoleService } from './console.service.ts';
import { invoiceInfoService } from './invoice-info.service.ts';

/** Invoices, the buyer's side: an order's invoice info and files; issuing is the staff's. */
export const services = (deps: Deps) => ({
  invoiceInfo: invoiceInfoService(deps),
  invoiceConsole: invoiceConsoleService(deps),
});

/** What waits for an invoice, for the staff's to-do. */
export { ordersAwaitingInvoice, refundsAwaitingReversal, statementsAwaitingInvoice } from './invoice-waiting.ts';
