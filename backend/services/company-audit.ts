import type { CompanyAuditKind } from '../../common/company-audit.ts';
import type { Db } from '../db/types.ts';

export interface CompanyAuditFact {
  companyId: number;
  /** The account that acted, or null with the staff member's name as `actor`. */
  accountId: number | null;
  actor: string;
  kind: CompanyAuditKind;
  subjectId?: number | null;
  subjectLabel?: string;
  detail?: Record<string, unknown> | null;
  now: number;
}

/**
 * Writes one row of a company's audit trail in the transaction of the change it records, so
 * the change and its row commit together or not at all. Any area may record here: the trail is
 * the company's, like the SMS outbox is the shop's (backend/services/sms-outbox.ts).
 */
export async function recordCompanyAudit(trx: Db, fact: CompanyAuditFact): Promise<void> {
  await trx
    .insertInto('company_audit')
    .values({
      company_id: fact.companyId,
      account_id: fact.accountId,
      actor: fact.actor,
      kind: fact.kind,
      subject_id: fact.subjectId ?? null,
      subject_label: fact.subjectLabel ?? '',
      detail_json: fact.detail ? JSON.stringify(fact.detail) : null,
      created_at: fact.now,
    })
    .execute();
}
