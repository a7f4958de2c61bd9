import type { Deps } from '../../services/deps.ts';
import { cartService } from './cart.service.ts';

/** The company account's cart (wire: car). */
export const services = (deps: Deps) => ({ cart: cartService(deps) });
