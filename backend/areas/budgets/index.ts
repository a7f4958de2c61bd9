import type { Deps } from '../../services/deps.ts';
import { budgetService } from './budget.service.ts';

/** Budgets (预算): a company's and its sub-accounts' monthly or yearly limits on what they order. */
export const services = (deps: Deps) => ({
  budgets: budgetService(deps),
});

/**
 * The budget ledger, for the orders and after-sales areas: an order reserves its amount in its
 * own transaction (refused with what is left), a cancel or refund releases it.
 */
export { releaseBudget, reserveBudget } from './budget-ledger.ts';
