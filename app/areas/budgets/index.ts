/** What other areas' screens place of budgets: a company's budgets on its console page. */
export { ConsoleBudgets } from './console-budgets.tsx';
