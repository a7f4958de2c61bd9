import type { AreaRoutes } from '../area.ts';
import { attachmentConsoleRoutes } from './console.routes.ts';
import { attachmentRoutes, formIdRoutes, uploadRoutes } from './files.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [
  ['/file', uploadRoutes],
  ['/busindess', formIdRoutes],
  ['/rest/attachment', attachmentRoutes],
  ['/rest/staff', attachmentConsoleRoutes],
];
