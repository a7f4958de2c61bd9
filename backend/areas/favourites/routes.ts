import type { AreaRoutes } from '../area.ts';
import { favouriteExportRoutes } from './export.routes.ts';
import { favouriteRoutes } from './favourite.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/collection', favouriteRoutes],
  ['/rest/export', favouriteExportRoutes],
];
