import type { AreaRoutes } from '../area.ts';
import { webhookConsoleRoutes, webhookRoutes } from './webhook.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/rest/webhooks', webhookRoutes],
  ['/rest/staff', webhookConsoleRoutes],
];
