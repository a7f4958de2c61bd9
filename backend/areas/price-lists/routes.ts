import type { AreaRoutes } from '../area.ts';
import { priceListConsoleRoutes } from './console.routes.ts';
import { priceListRoutes } from './price-list.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/priceList', priceListRoutes],
  ['/rest/staff', priceListConsoleRoutes],
];
