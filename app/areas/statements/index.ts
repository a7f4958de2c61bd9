/** What other areas' screens show of statements: a statement's state as a tag in the invoices' queues. */
export { StatementStateTag } from './console-statement-parts.tsx';
