import type { Hono } from 'hono';
import type { BackendEnv } from '../context.ts';
import { recordArea } from '../openapi/areas.ts';
import { routes as account } from './account/routes.ts';
import { routes as addresses } from './addresses/routes.ts';
import { routes as afterSales } from './after-sales/routes.ts';
import { routes as approvalRules } from './approval-rules/routes.ts';
import { routes as cart } from './cart/routes.ts';
import { routes as catalogue } from './catalogue/routes.ts';
import { routes as certification } from './certification/routes.ts';
import { routes as contracts } from './contracts/routes.ts';
import { routes as credit } from './credit/routes.ts';
import { routes as favourites } from './favourites/routes.ts';
import { routes as files } from './files/routes.ts';
import { routes as invoiceHeaders } from './invoice-headers/routes.ts';
import { routes as invoices } from './invoices/routes.ts';
import { routes as vouchers } from './vouchers/routes.ts';
import { routes as orders } from './orders/routes.ts';
import { routes as purchaseLists } from './purchase-lists/routes.ts';
import { routes as priceLists } from './price-lists/routes.ts';
import { routes as budgets } from './budgets/routes.ts';
import { routes as quickOrder } from './quick-order/routes.ts';
import { routes as staff } from './staff/routes.ts';
import { routes as statements } from './statements/routes.ts';
import { routes as storefront } from './storefront/routes.ts';
import { routes as subAccounts } from './sub-accounts/routes.ts';
import { routes as webhooks } from './webhooks/routes.ts';
import { routes as punchout } from './punchout/routes.ts';

/** Every area's routers, in the order they are mounted: an earlier area's path answers first. */
const ROUTES = {
  account,
  subAccounts,
  storefront,
  catalogue,
  cart,
  favourites,
  orders,
  quickOrder,
  purchaseLists,
  priceLists,
  budgets,
  approvalRules,
  addresses,
  invoiceHeaders,
  files,
  certification,
  afterSales,
  credit,
  contracts,
  statements,
  invoices,
  vouchers,
  staff,
  webhooks,
  punchout,
} as const;

/** Mounts every area's routers on the backend app. */
export function mountAreas(app: Hono<BackendEnv>): void {
  for (const [area, routes] of Object.entries(ROUTES))
    for (const [path, router] of routes) {
      // Each area's calls are grouped under its name in the OpenAPI document (backend/openapi).
      for (const route of router.routes) recordArea(route.handler, area);
      app.route(path, router);
    }
}
