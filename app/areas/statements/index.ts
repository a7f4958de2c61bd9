/**
 * What other areas' screens show of statements: a statement's state as a tag (the invoices' queues)
 * and a statement's address (the credit ledger's lines).
 */
export { StatementStateTag } from './statement-state-tag.tsx';
export { statementHref } from './statement-url.ts';
