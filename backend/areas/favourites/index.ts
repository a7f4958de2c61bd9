import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { favouriteRoutes } from './favourite.routes.ts';
import { favouriteService } from './favourite.service.ts';

/** Favourite goods (wire: collection). */
export const services = (deps: Deps) => ({ favourites: favouriteService(deps) });

export const routes: AreaRoutes = [['/rest/collection', favouriteRoutes]];
