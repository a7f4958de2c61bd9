import type { Deps } from '../../services/deps.ts';
import { addressService } from './address.service.ts';
import { regionService } from './region.service.ts';

/** The company's delivery addresses and the region tree they are picked from. */
export const services = (deps: Deps) => ({ addresses: addressService(deps), regions: regionService(deps) });

/** An address on the wire and a region chain's names, for the areas that take one (an after-sale's pickup, a certification's company). */
export { addressToWire, regionNames } from './address.service.ts';
