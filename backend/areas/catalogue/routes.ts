import type { AreaRoutes } from '../area.ts';
import { goodsConsoleRoutes } from './console.routes.ts';
import { goodsRoutes } from './goods.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest', goodsRoutes],
  ['/rest/staff', goodsConsoleRoutes],
];
