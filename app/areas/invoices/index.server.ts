/** The invoices' console client, for the order and statement pages that list their invoices. */
export { consoleInvoiceApi } from './console-api.server.ts';
