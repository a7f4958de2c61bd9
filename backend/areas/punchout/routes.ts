import type { AreaRoutes } from '../area.ts';
import { punchoutConsoleRoutes, punchoutRoutes } from './punchout.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/punchout', punchoutRoutes],
  ['/rest/staff', punchoutConsoleRoutes],
];
