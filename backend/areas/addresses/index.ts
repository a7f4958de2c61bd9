import type { Deps } from '../../services/deps.ts';
import { addressService } from './address.service.ts';
import { regionService } from './region.service.ts';

/** The company's delivery addresses and the region tree they are picked from. */
export const services = (deps: Deps) => ({ addresses: addressService(deps), regions: regionService(deps) });
