import type { AreaRoutes } from '../area.ts';
import { creditExportRoutes } from './export.routes.ts';
import { creditConsoleRoutes } from './console.routes.ts';
import { creditRoutes } from './credit.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/customer', creditRoutes],
  ['/rest/export', creditExportRoutes],
  ['/rest/staff', creditConsoleRoutes],
];
