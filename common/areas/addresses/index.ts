/** What other areas' shared code may use of the addresses area: an address on the wire (an after-sale's pickup). */
export type { Address } from './address.ts';
