import type { AreaRoutes } from '../area.ts';
import { afterSaleExportRoutes } from './export.routes.ts';
import { afterSaleConsoleRoutes } from './console.routes.ts';
import { afterSaleRoutes } from './after-sale.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/aftersale', afterSaleRoutes],
  ['/rest/export', afterSaleExportRoutes],
  ['/rest/staff', afterSaleConsoleRoutes],
];
