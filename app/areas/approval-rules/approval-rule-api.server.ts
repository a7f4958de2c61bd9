import type { ApprovalRuleWire, RuleCategoryOption } from '../../../common/areas/approval-rules/index.ts';
import type { CompanyAuditQuery, CompanyAuditRow } from '../../../common/company-audit.ts';
import type { Page } from '../../../common/envelope.ts';
import { request, type CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';

/** rest/approvalRule/* and rest/companyAudit/*: the company's rule and its audit trail, for its main account. */
export const approvalRuleApi = {
  rule: (ctx: CallContext) => request<ApprovalRuleWire>(ctx, { path: 'rest/approvalRule' }),
  categories: (ctx: CallContext) => request<RuleCategoryOption[]>(ctx, { path: 'rest/approvalRule/categories' }),
  /** The form as posted: the backend checks it with the same schema. */
  save: (ctx: CallContext, form: FormData) =>
    request<null>(ctx, {
      method: 'POST',
      path: 'rest/approvalRule/save',
      body: {
        mode: String(form.get('mode') ?? ''),
        amount: String(form.get('amount') ?? ''),
        approverLimit: String(form.get('approverLimit') ?? ''),
        categoryIds: form.getAll('categoryIds').map(String),
      },
    }),
  audit: (ctx: CallContext, query: CompanyAuditQuery) =>
    request<Page<CompanyAuditRow>>(ctx, {
      path: 'rest/companyAudit/page',
      query: { page: query.page, limit: query.limit, kind: query.kind, month: query.month },
    }),
};

/** The console's read of a company's rule (/rest/staff/approvalRules), for its console page. */
export const consoleApprovalRuleApi = {
  companyRule: (ctx: CallContext, companyId: number) =>
    consoleCall<ApprovalRuleWire>(ctx, { path: `/rest/staff/approvalRules/company/${companyId}` }),
};
