/** Approval rules: what other areas read of them. */
export {
  APPROVAL_MODES,
  ApprovalLevel,
  DEFAULT_APPROVAL_RULE,
  approvalRuleSchema,
  describeRule,
  type ApprovalLevelValue,
  type ApprovalMode,
  type ApprovalRuleValue,
  type ApprovalRuleWire,
  type RuleCategoryOption,
} from './approval-rule.ts';
