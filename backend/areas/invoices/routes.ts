import type { AreaRoutes } from '../area.ts';
import { invoiceConsoleRoutes } from './console.routes.ts';
import { invoiceRoutes } from './invoice.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/invoiceOrder', invoiceRoutes],
  ['/rest/staff', invoiceConsoleRoutes],
];
