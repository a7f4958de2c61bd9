import type { Deps } from './index.ts';

/** The company's invoice header (SPEC §3 Invoice header): one per company. */
export function invoiceHeaderService(_deps: Deps) {
  return {};
}
