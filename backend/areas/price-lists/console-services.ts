import type { Deps } from '../../services/deps.ts';
import { priceListConsoleService } from './console.service.ts';

/** The staff's side of price lists and catalogues; the storefront's side is read through the company-prices area. */
export const services = (deps: Deps) => ({
  priceListConsole: priceListConsoleService(deps),
});
