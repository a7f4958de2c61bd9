import type { Deps } from '../../services/deps.ts';
import { cartService } from './cart.service.ts';

/** The company account's cart (wire: car). */
export const services = (deps: Deps) => ({ cart: cartService(deps) });

/** Placing an order takes its lines out of the cart, in the order's transaction. */
export { takeOrderedLines } from './ordered-lines.ts';

/** A quick order's or a re-order's checked lines join the cart, in that area's transaction. */
export { addLines } from './added-lines.ts';
