import type { AreaRoutes } from '../area.ts';
import { invoiceHeaderRoutes } from './invoice-header.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [['/rest/invoiceHeader', invoiceHeaderRoutes]];
