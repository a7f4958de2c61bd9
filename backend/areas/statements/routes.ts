import type { AreaRoutes } from '../area.ts';
import { statementConsoleRoutes } from './console.routes.ts';
import { statementRoutes } from './statement.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/customer/bill', statementRoutes],
  ['/rest/staff', statementConsoleRoutes],
];
