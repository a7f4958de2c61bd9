import type { AreaRoutes } from '../area.ts';
import { budgetConsoleRoutes, budgetRoutes } from './budget.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/budget', budgetRoutes],
  ['/rest/staff', budgetConsoleRoutes],
];
