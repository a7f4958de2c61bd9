/**
 * What a company's audit trail records (its main account reads it in the user centre and exports
 * it): each kind is one sentence in common/messages, filled with the row's detail.
 */
export const COMPANY_AUDIT_KINDS = [
  'purchaseApproved',
  'purchaseRejected',
  'approvalRuleChanged',
  'budgetChanged',
  'budgetRemoved',
  'priceListChanged',
  'catalogueChanged',
] as const;
export type CompanyAuditKind = (typeof COMPANY_AUDIT_KINDS)[number];
