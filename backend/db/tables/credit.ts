import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// The credit ledger (migration 0014).

export interface CreditEntryTable {
  id: Id;
  company_id: number;
  /** opening | grant | expire | use | cancel | refund | repay | settle (backend/areas/credit/credit-ledger.ts). */
  kind: string;
  ref_id: number | null;
  /** Change of the credit limit, in ten-thousandths of a yuan. */
  limit_change: Generated<number>;
  /** Change of the credit used: + an order, − a cancel, refund or remittance. */
  used_change: Generated<number>;
  note: string | null;
  staff_id: number | null;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    credit_entry: CreditEntryTable;
  }
}
