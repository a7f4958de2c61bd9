/** What other areas' shared code may use of the invoices area: an issued invoice on the wire (a statement's). */
export type { InvoiceRecord } from './invoice.ts';
