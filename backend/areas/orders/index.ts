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

/** Who sees which orders, for the areas whose records follow them (the credit ledger's rows, an order's invoice info). */
export { seesEveryOrder, visibleOrders } from './order-rows.ts';

/**
 * Steps other areas take on an order inside their own transaction: its one executor (after-sales
 * close an order they took back whole, and hold a paid one's row while asking to cancel it), holding
 * its row so a step at the same moment waits (after-sales' refunds and cancels, invoices' issuing),
 * and its lines' after-sales ledger (the quantity after-sales hold, the amount refunded).
 */
export { holdOrder, moveOrder } from './order-transition.ts';
export { chargeLineRefund, holdLineQuantity, releaseLineQuantity } from './line-ledger.ts';

/**
 * An order another system already approved (a punchout OrderRequest), made in the caller's
 * transaction through the same steps as a submitted settlement: for the punchout area.
 */
export { placeApprovedOrder, type ApprovedOrderInput } from './approved-order.ts';

/** For the invoices area: which orders may be invoiced and what each leaves to invoice. */
export { invoiceableOrders, orderInvoiceDue } from './order-invoicing.ts';

/** This area's queues, which the staff's to-do home counts. */
export { todoQueues } from './todo-queues.ts';
