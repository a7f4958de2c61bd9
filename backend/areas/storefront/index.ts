import type { AreaRoutes } from '../area.ts';
import type { Deps } from '../../services/deps.ts';
import { merchantRoutes } from './merchant.routes.ts';
import { merchantService } from './merchant.service.ts';
import { storefrontRoutes } from './storefront.routes.ts';
import { storefrontService } from './storefront.service.ts';
import { themedRoutes } from './themed.routes.ts';
import { themedService } from './themed.service.ts';

/** The home page, the navigation-themed pages, help and the merchant message widget. */
export const services = (deps: Deps) => ({
  storefront: storefrontService(deps),
  themed: themedService(deps),
  merchant: merchantService(deps),
});

export const routes: AreaRoutes = [
  ['/rest', storefrontRoutes],
  ['/rest', themedRoutes],
  ['/rest/merchantcenter', merchantRoutes],
];

export { readStorefrontVersion } from './storefront-version.ts';
