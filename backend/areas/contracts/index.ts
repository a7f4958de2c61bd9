import type { Deps } from '../../services/deps.ts';
import { contractConsoleService } from './console.service.ts';
import { contractService } from './contract.service.ts';
import { contractTermService } from './contract-term.service.ts';
import { signingProviderService } from './provider.service.ts';

/**
 * Contracts, the company's side, and their term running out (the daily job); drafting
 * and sending are the staff's (staff area).
 */
export const services = (deps: Deps) => ({
  contracts: contractService(deps),
  contractTerms: contractTermService(deps),
  signingProvider: signingProviderService(deps),
  contractConsole: contractConsoleService(deps),
});

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
