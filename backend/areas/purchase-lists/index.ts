import type { Deps } from '../../services/deps.ts';
import { purchaseListConsoleService } from './console.service.ts';
import { purchaseListService } from './purchase-list.service.ts';

/** Purchase lists (常购清单): named lists of goods and quantities the company's accounts share. */
export const services = (deps: Deps) => ({
  purchaseLists: purchaseListService(deps),
  purchaseListConsole: purchaseListConsoleService(deps),
});
