import type { Deps } from '../../services/deps.ts';
import type { AreaRoutes } from '../area.ts';
import { attachmentRoutes, formIdRoutes, uploadRoutes } from './files.routes.ts';
import { filesService } from './files.service.ts';

/** Uploads: form ids, checked and re-encoded images, their private serving and deletion. */
export const services = (deps: Deps) => ({ uploads: filesService(deps) });

export const routes: AreaRoutes = [
  ['/file', uploadRoutes],
  ['/busindess', formIdRoutes],
  ['/rest/attachment', attachmentRoutes],
];
