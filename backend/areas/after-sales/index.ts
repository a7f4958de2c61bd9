import type { Deps } from '../../services/deps.ts';
import { afterSaleConsoleService } from './console.service.ts';
import { afterSaleService } from './after-sale.service.ts';

/** After-sales, the company's side; the staff's handling is in the staff area. */
export const services = (deps: Deps) => ({
  afterSales: afterSaleService(deps),
  afterSaleConsole: afterSaleConsoleService(deps),
});

/** The after-sales a caller may see, for the areas whose records follow theirs (an after-sale's evidence, in the files area's routes). */
export { visibleAfterSales } from './after-sale-rows.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
