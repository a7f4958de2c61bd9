import type { Deps } from '../../services/deps.ts';
import type { AreaRoutes } from '../area.ts';
import { contractRoutes } from './contract.routes.ts';
import { contractService } from './contract.service.ts';
import { contractTermService } from './contract-term.service.ts';
import { signingRoutes } from './provider.routes.ts';
import { signingProviderService } from './provider.service.ts';

/**
 * Contracts, the company's side, and their term running out (the daily job); drafting
 * and sending are the staff's (staff area).
 */
export const services = (deps: Deps) => ({
  contracts: contractService(deps),
  contractTerms: contractTermService(deps),
  signingProvider: signingProviderService(deps),
});

export const routes: AreaRoutes = [
  ['/rest/contract', contractRoutes],
  ['/rest/signing', signingRoutes],
];
