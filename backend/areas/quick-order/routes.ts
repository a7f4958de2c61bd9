import type { AreaRoutes } from '../area.ts';
import { quickOrderConsoleRoutes } from './console.routes.ts';
import { quickOrderRoutes } from './quick-order.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/quickOrder', quickOrderRoutes],
  ['/rest/staff', quickOrderConsoleRoutes],
];
