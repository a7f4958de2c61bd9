import type { Deps } from './index.ts';

/** The company's delivery addresses (SPEC §3 Address); every query scoped to the caller's company. */
export function addressService(_deps: Deps) {
  return {};
}
