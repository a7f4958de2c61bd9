import type { AreaRoutes } from '../area.ts';
import { certificationConsoleRoutes } from './console.routes.ts';
import { certificationRoutes } from './certification.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/customer', certificationRoutes],
  ['/rest/staff', certificationConsoleRoutes],
];
