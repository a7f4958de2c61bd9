import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { addressRoutes } from './address.routes.ts';
import { addressService } from './address.service.ts';
import { regionRoutes } from './region.routes.ts';
import { regionService } from './region.service.ts';

/** The company's delivery addresses and the region tree they are picked from. */
export const services = (deps: Deps) => ({ addresses: addressService(deps), regions: regionService(deps) });

export const routes: AreaRoutes = [
  ['/rest/address', addressRoutes],
  ['/region', regionRoutes],
];
