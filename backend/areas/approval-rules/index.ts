import type { Deps } from '../../services/deps.ts';
import { approvalRuleService } from './approval-rule.service.ts';
import { companyAuditService } from './company-audit.service.ts';

/**
 * Approval rules (审批规则): which of a company's purchasers' purchases wait for a reviewer and
 * who may decide them; and the company's audit trail as its main account reads it.
 */
export const services = (deps: Deps) => ({
  approvalRules: approvalRuleService(deps),
  companyAudit: companyAuditService(deps),
});

/** For the orders area, inside a submit's transaction: the level a purchase needs, and who may decide it. */
export { approvalNeeded, reviewersOf } from './rule-reads.ts';
