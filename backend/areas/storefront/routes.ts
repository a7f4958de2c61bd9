import type { AreaRoutes } from '../area.ts';
import { merchantConsoleRoutes } from './console.routes.ts';
import { merchantRoutes } from './merchant.routes.ts';
import { storefrontRoutes } from './storefront.routes.ts';
import { themedRoutes } from './themed.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest', storefrontRoutes],
  ['/rest', themedRoutes],
  ['/rest/merchantcenter', merchantRoutes],
  ['/rest/staff', merchantConsoleRoutes],
];
