import type { AreaRoutes } from '../area.ts';
import { orderConsoleRoutes } from './console.routes.ts';
import { orderExportRoutes } from './export.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { reviewRoutes } from './review.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest', reviewRoutes],
  ['/rest/order', orderRoutes],
  ['/rest/export', orderExportRoutes],
  ['/rest/staff', orderConsoleRoutes],
];
