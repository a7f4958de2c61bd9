/** A company's approval rule for its console detail (the account area's). */
export { consoleApprovalRuleApi } from './approval-rule-api.server.ts';
