import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { cartRoutes } from './cart.routes.ts';
import { cartService } from './cart.service.ts';

/** The company account's cart (wire: car). */
export const services = (deps: Deps) => ({ cart: cartService(deps) });

export const routes: AreaRoutes = [['/rest/car', cartRoutes]];
