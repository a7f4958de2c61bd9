import type { TestBackend } from './harness.ts';
import { services } from '../../backend/areas/vouchers/index.ts';
import { routes } from '../../backend/areas/vouchers/routes.ts';

/**
 * Adds the vouchers area to a test backend the way backend/areas/index.ts and routes.ts do for a
 * listed area (its services beside the others', its routers mounted), for as long as those shared
 * lists do not name it. Called before the backend answers its first request.
 */
export function mountVouchers(t: TestBackend) {
  const listed = 'vouchers' in (t.backend.services as object);
  if (listed) return;
  Object.assign(t.backend.services, services(t.backend.deps));
  for (const [path, router] of routes) t.backend.app.route(path, router);
}
