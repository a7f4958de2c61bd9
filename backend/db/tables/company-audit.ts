import type { Id, Millis } from './columns.ts';

// A company's own audit trail (migration 0027): approvals, rejections, rule and budget changes.

export interface CompanyAuditTable {
  id: Id;
  company_id: number;
  /** The account that acted; null for the shop or its staff. */
  account_id: number | null;
  /** The actor's name as it was then (a username, or a staff name). */
  actor: string;
  /** What happened: a key of CompanyAuditKind (common/company-audit.ts). */
  kind: string;
  /** What it happened to (a purchase, a budget, a rule), and how a person recognises it. */
  subject_id: number | null;
  subject_label: string;
  /** The facts the row shows (amounts, levels, before and after), as JSON. */
  detail_json: string | null;
  created_at: Millis;
}

declare module '../types.ts' {
  interface Database {
    company_audit: CompanyAuditTable;
  }
}
