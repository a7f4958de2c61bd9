import type { AreaRoutes } from '../area.ts';
import { addressRoutes } from './address.routes.ts';
import { regionRoutes } from './region.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/address', addressRoutes],
  ['/region', regionRoutes],
];
