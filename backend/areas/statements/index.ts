import type { Deps } from '../../services/deps.ts';
import { statementConsoleService } from './console.service.ts';
import { statementFilesService } from './statement-files.service.ts';
import { statementService } from './statement.service.ts';
import { statementTermService } from './statement-term.service.ts';

/**
 * Monthly statements, the company's side: the list, one statement, confirming or
 * disputing it, remittances, downloads; the monthly and daily jobs. Making, sending, resolving
 * disputes and confirming receipts are the staff's (staff area).
 */
export const services = (deps: Deps) => ({
  statements: statementService(deps),
  statementFiles: statementFilesService(deps),
  statementTerms: statementTermService(deps),
  statementConsole: statementConsoleService(deps),
});
