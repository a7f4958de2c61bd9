import type { Deps } from '../../services/deps.ts';
import { favouriteService } from './favourite.service.ts';

/** Favourite goods (wire: collection). */
export const services = (deps: Deps) => ({ favourites: favouriteService(deps) });
