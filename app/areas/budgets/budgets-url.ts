/** The budgets page. */
export const BUDGETS_PATH = '/userCenter/budgets';
