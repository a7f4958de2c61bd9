import type { AreaRoutes } from '../area.ts';
import { purchaseListConsoleRoutes } from './console.routes.ts';
import { purchaseListRoutes } from './purchase-list.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/purchaseList', purchaseListRoutes],
  ['/rest/staff', purchaseListConsoleRoutes],
];
