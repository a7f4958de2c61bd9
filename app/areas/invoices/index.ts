/** What other areas' screens show of invoices: an order's or a statement's invoices in the console. */
export { InvoiceSection, issueHref } from './invoice-parts.tsx';
