import type { Deps } from '../../services/deps.ts';
import { orderConsoleService } from './console.service.ts';
import { orderService } from './order.service.ts';
import { purchaseService } from './purchase.service.ts';
import { reviewService } from './review.service.ts';
import { settlementService } from './settlement.service.ts';

/** Settlements, orders, payment, purchase approval, fulfilment and goods reviews. */
export const services = (deps: Deps) => ({
  settlements: settlementService(deps),
  orders: orderService(deps),
  purchases: purchaseService(deps),
  reviews: reviewService(deps),
  orderConsole: orderConsoleService(deps),
});

/** Who sees which orders, for the areas whose records follow them (the credit ledger's rows). */
export { seesEveryOrder, visibleOrders } from './order-rows.ts';

/** Steps other areas take on an order inside their own transaction: a cancelled after-sale closes the order and returns its stock. */
export { closeOrder } from './order-cancel.ts';
export { restock } from './stock.ts';
