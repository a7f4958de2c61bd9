import type { AreaRoutes } from '../area.ts';
import {
  approvalRuleConsoleRoutes,
  approvalRuleRoutes,
  companyAuditExportRoutes,
  companyAuditRoutes,
} from './approval-rule.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/approvalRule', approvalRuleRoutes],
  ['/rest/companyAudit', companyAuditRoutes],
  ['/rest/export', companyAuditExportRoutes],
  ['/rest/staff', approvalRuleConsoleRoutes],
];
