import type { AreaRoutes } from '../area.ts';
import { subAccountRoutes } from './sub-account.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [['/rest/customer', subAccountRoutes]];
