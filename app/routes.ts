import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import * as account from './areas/account/routes.ts';
import * as afterSales from './areas/after-sales/routes.ts';
import * as approvalRules from './areas/approval-rules/routes.ts';
import * as admin from './areas/console/routes.ts';
import * as addresses from './areas/addresses/routes.ts';
import * as cart from './areas/cart/routes.ts';
import * as catalogue from './areas/catalogue/routes.ts';
import * as certification from './areas/certification/routes.ts';
import * as checkout from './areas/checkout/routes.ts';
import * as contracts from './areas/contracts/routes.ts';
import * as credit from './areas/credit/routes.ts';
import * as favourites from './areas/favourites/routes.ts';
import * as files from './areas/files/routes.ts';
import * as invoiceHeaders from './areas/invoice-headers/routes.ts';
import * as invoices from './areas/invoices/routes.ts';
import * as vouchers from './areas/vouchers/routes.ts';
import * as orders from './areas/orders/routes.ts';
import * as purchases from './areas/purchases/routes.ts';
import * as purchaseLists from './areas/purchase-lists/routes.ts';
import * as priceLists from './areas/price-lists/routes.ts';
import * as budgets from './areas/budgets/routes.ts';
import * as quickOrder from './areas/quick-order/routes.ts';
import * as statements from './areas/statements/routes.ts';
import * as storefront from './areas/storefront/routes.ts';
import * as subAccounts from './areas/sub-accounts/routes.ts';
import * as webhooks from './areas/webhooks/routes.ts';
import * as punchout from './areas/punchout/routes.ts';

/**
 * The route table of SPEC §2. Each area lists its screens by frame in its own
 * routes.ts (docs/decisions/0014); here they are placed in the three frames: the
 * shop (/home/*), the user centre (/userCenter/*), the order frame (/container/*) and the
 * staff console (/admin/*).
 * Adding an area is one import and one entry in AREAS.
 */
interface AreaRoutes {
  bare?: RouteConfigEntry[];
  shop?: RouteConfigEntry[];
  userCenter?: RouteConfigEntry[];
  container?: RouteConfigEntry[];
  admin?: RouteConfigEntry[];
}

const AREAS: AreaRoutes[] = [
  storefront,
  catalogue,
  account,
  cart,
  favourites,
  checkout,
  orders,
  purchases,
  quickOrder,
  purchaseLists,
  approvalRules,
  budgets,
  addresses,
  invoiceHeaders,
  subAccounts,
  files,
  certification,
  afterSales,
  contracts,
  priceLists,
  statements,
  invoices,
  vouchers,
  credit,
  webhooks,
  punchout,
  admin,
];

const inFrame = (frame: keyof AreaRoutes) => AREAS.flatMap((area) => area[frame] ?? []);

export default [
  index('frames/redirects/root.tsx', { id: 'root-redirect' }),
  route('home', 'frames/redirects/home.tsx'),
  route('userCenter', 'frames/redirects/user-center.tsx'),
  route('container', 'frames/redirects/container.tsx'),
  route('error', 'frames/error.tsx'),
  ...inFrame('bare'),
  ...prefix('home', [layout('frames/shop.tsx', inFrame('shop'))]),
  ...prefix('userCenter', [layout('frames/user-center.tsx', inFrame('userCenter'))]),
  ...prefix('container', [layout('frames/container.tsx', inFrame('container'))]),
  ...prefix('admin', [layout('frames/console.tsx', inFrame('admin'))]),
  route('*', 'frames/redirects/unknown.tsx'),
] satisfies RouteConfig;
