import type { StaffBudgets } from '../../../common/areas/budgets/budget.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';

/** The budgets' console call (/rest/staff/budgets): a company's budgets, for its console detail. */
export const consoleBudgetApi = {
  company: (ctx: CallContext, companyId: number) =>
    consoleCall<StaffBudgets>(ctx, { path: `/rest/staff/budgets/company/${companyId}` }),
};
