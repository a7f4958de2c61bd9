import type { AreaRoutes } from '../area.ts';
import { priceListConsoleRoutes } from './console.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [['/rest/staff', priceListConsoleRoutes]];
