import type { Millis } from './columns.ts';

// A company's approval rule and the categories a `categories` rule names (migration 0027).

/** One per company (the primary key); a company without one waits on every purchaser's purchase. */
export interface ApprovalRuleTable {
  company_id: number;
  /** always | above | categories (common/areas/approval-rules). */
  mode: string;
  /** `above`: purchases whose total is above this need approval; null otherwise. */
  amount: number | null;
  /** Approvers may approve up to this total; above it only the main account. Null: no second level. */
  approver_limit: number | null;
  /** Who set it last. */
  account_id: number | null;
  updated_at: Millis;
}

/** A category (with its subtree) whose goods make a purchase need approval under a `categories` rule. */
export interface ApprovalRuleCategoryTable {
  company_id: number;
  category_id: number;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    approval_rule: ApprovalRuleTable;
    approval_rule_category: ApprovalRuleCategoryTable;
  }
}
