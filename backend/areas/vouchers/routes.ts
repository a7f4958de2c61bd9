import type { AreaRoutes } from '../area.ts';
import { voucherRoutes } from './voucher.routes.ts';

/** Where this area's routers are mounted; backend/areas/routes.ts mounts every area's. */
export const routes: AreaRoutes = [['/rest/voucher', voucherRoutes]];
