import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Contracts (migration 0014).

export interface ContractTable {
  id: Id;
  company_id: number;
  contract_no: string;
  contract_name: string;
  /** Party A (甲方): the buying company. */
  sign_main: string;
  main_charge: string;
  /** Party B (乙方): the shop. */
  sign_sub: string;
  sub_charge: string;
  /** 1 framework purchase agreement, 2 credit-term agreement, 3 single purchase (common/areas/contracts). */
  contract_type: number;
  /** SPEC §4 contract status 0–6, moved only through common/areas/contracts/transitions.ts. */
  status: Generated<number>;
  /** Money in ten-thousandths of a yuan. */
  retention_amount: Generated<number>;
  contract_amount: Generated<number>;
  /** Days of credit after a statement's month (SPEC accountPeriod). */
  account_period: number;
  /** YYYY-MM-DD, Asia/Shanghai; contractLife is the days between, counted both ends. */
  sign_date: string;
  end_date: string;
  credit_amount: Generated<number>;
  /** Further terms staff write into the document. */
  terms: Generated<string>;
  /** The PDF sent, in the private file store, and its SHA-256 (hex), frozen at sending. */
  document_path: string | null;
  document_sha256: string | null;
  sent_at: Millis | null;
  /** When the buyer asked for the signing code (status 2). */
  signing_at: Millis | null;
  signed_at: Millis | null;
  signed_by: number | null;
  signer_name: string | null;
  signer_mobile: string | null;
  signer_address: string | null;
  /** The document with its signature page, and that file's SHA-256. */
  signed_path: string | null;
  signed_sha256: string | null;
  refuse_reason: string | null;
  refused_at: Millis | null;
  expired_at: Millis | null;
  preserved_at: Millis | null;
  drafted_by: number | null;
  /** The second finance member who approved a credit above the configured amount. */
  approved_by: number | null;
  approved_at: Millis | null;
  /** The last expiry reminder sent: 30 or 7 (days ahead). */
  reminded_days: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    contract: ContractTable;
  }
}
