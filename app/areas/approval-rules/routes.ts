import { route } from '@react-router/dev/routes';

/** The company's approval rule and its audit trail, both the main account's. */
export const userCenter = [
  route('approvalRules', 'areas/approval-rules/user-center.approvalRules.tsx'),
  route('auditTrail', 'areas/approval-rules/user-center.auditTrail.tsx'),
];
/** The audit trail as a file: a download of its own. */
export const bare = [
  route('userCenter/auditTrail/export/:format', 'areas/approval-rules/user-center.auditTrail.export.$format.ts'),
];
