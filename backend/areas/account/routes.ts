import type { AreaRoutes } from '../area.ts';
import { companyConsoleRoutes } from './console.routes.ts';
import { customerRoutes } from './customer.routes.ts';
import { smsRoutes } from './sms.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/customer', customerRoutes],
  ['/api/sms', smsRoutes],
  ['/rest/staff', companyConsoleRoutes],
];
