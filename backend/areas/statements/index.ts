import type { Deps } from '../../services/deps.ts';
import { statementConsoleService } from './console.service.ts';
import { statementFilesService } from './statement-files.service.ts';
import { statementService } from './statement.service.ts';
import { statementTermService } from './statement-term.service.ts';

/**
 * Monthly statements: the company's side (the list, one statement, confirming or disputing it,
 * remittances, downloads), the console's (making, adjusting, sending, resolving disputes,
 * confirming receipts, closing) and the monthly and daily jobs. Each statement's state is written
 * by moveStatement (statement-transition.ts) alone.
 */
export const services = (deps: Deps) => ({
  statements: statementService(deps),
  statementFiles: statementFilesService(deps),
  statementTerms: statementTermService(deps),
  statementConsole: statementConsoleService(deps),
});

/**
 * For the invoices area: which statements may be invoiced and for how much, holding one while its
 * invoice is issued, and the statement's step as it is, in the transaction.
 */
export { holdStatement, invoiceableStatements, invoiceStatement, statementInvoiceDue } from './statement-invoicing.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
