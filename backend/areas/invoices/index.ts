import type { Deps } from '../../services/deps.ts';
import { invoiceConsoleService } from './console.service.ts';
import { invoiceInfoService } from './invoice-info.service.ts';

/** Invoices, the buyer's side: an order's invoice info and files; issuing is the staff's. */
export const services = (deps: Deps) => ({
  invoiceInfo: invoiceInfoService(deps),
  invoiceConsole: invoiceConsoleService(deps),
});

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';

/** An invoice the caller may open, for the vouchers area's ERP file of it. */
export { visibleInvoice } from './invoice-visibility.ts';
