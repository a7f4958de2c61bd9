import type { BudgetOverview } from '../../../common/areas/budgets/budget.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/budget/*: the company's budgets and their use. */
export const budgetApi = {
  mine: (ctx: CallContext) => request<BudgetOverview>(ctx, { path: 'rest/budget/my' }),
  applies: (ctx: CallContext) => request<boolean>(ctx, { path: 'rest/budget/applies' }),
  save: (ctx: CallContext, body: { accountId: number; period: string; amount: string }) =>
    request<number>(ctx, { method: 'POST', path: 'rest/budget/save', body }),
  remove: (ctx: CallContext, id: number) =>
    request<null>(ctx, { method: 'POST', path: 'rest/budget/remove', body: { id } }),
};
