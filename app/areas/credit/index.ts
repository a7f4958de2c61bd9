/** What other areas' screens use of the credit area: the ledger's export links. */
export { CreditExportLinks } from './credit-export-links.tsx';
