/** Where the approval-rules screens live in the user centre. */
export const APPROVAL_RULES_PATH = '/userCenter/approvalRules';
export const AUDIT_TRAIL_PATH = '/userCenter/auditTrail';
