import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Company certification (migration 0012).

export interface CertificationTable {
  id: Id;
  company_id: number;
  /** full (the three-step wizard) | simple (the simple form). */
  kind: string;
  /** SPEC §4 certStatus, moved only through common/areas/certification/transitions.ts. */
  cert_status: Generated<number>;
  form_id: string;
  saved_step: Generated<number>;
  name: Generated<string>;
  /** The form's fields (SPEC §3 names) as one JSON document. */
  fields_json: string;
  applied_at: Millis | null;
  checked_at: Millis | null;
  claimed_by: number | null;
  claimed_at: Millis | null;
  reason: string | null;
  field_reasons_json: string | null;
  created_at: Millis;
  updated_at: Millis;
}

declare module '../types.ts' {
  interface Database {
    certification: CertificationTable;
  }
}
