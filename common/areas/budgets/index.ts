/** Budgets (预算): what other areas read of them. */
export {
  BUDGET_PERIODS,
  COMPANY_BUDGET,
  budgetRemoveSchema,
  budgetSaveSchema,
  groupedYuan,
  type BudgetLine,
  type BudgetOverview,
  type BudgetPeriod,
  type BudgetSave,
  type BudgetUsage,
  type StaffBudgets,
} from './budget.ts';
