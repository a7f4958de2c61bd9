/** A company's budgets for its console detail (the account area's). */
export { consoleBudgetApi } from './console-api.server.ts';
/** Whether the budgets page has anything for the caller, for the user centre's menu link. */
export { budgetApi } from './budget-api.server.ts';
