import type { AreaRoutes } from '../area.ts';
import { contractConsoleRoutes } from './console.routes.ts';
import { contractRoutes } from './contract.routes.ts';
import { signingRoutes } from './provider.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/contract', contractRoutes],
  ['/rest/signing', signingRoutes],
  ['/rest/staff', contractConsoleRoutes],
];
