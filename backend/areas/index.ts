import type { Deps } from '../services/deps.ts';
import * as account from './account/index.ts';
import * as afterSales from './after-sales/index.ts';
import * as approvalRules from './approval-rules/index.ts';
import * as addresses from './addresses/index.ts';
import * as cart from './cart/index.ts';
import * as certification from './certification/index.ts';
import * as contracts from './contracts/index.ts';
import * as credit from './credit/index.ts';
import * as catalogue from './catalogue/index.ts';
import * as favourites from './favourites/index.ts';
import * as files from './files/index.ts';
import * as invoiceHeaders from './invoice-headers/index.ts';
import * as invoices from './invoices/index.ts';
import * as vouchers from './vouchers/index.ts';
import * as orders from './orders/index.ts';
import * as purchaseLists from './purchase-lists/index.ts';
import * as priceLists from './price-lists/index.ts';
import * as budgets from './budgets/index.ts';
import * as quickOrder from './quick-order/index.ts';
import * as storefront from './storefront/index.ts';
import * as staff from './staff/index.ts';
import * as statements from './statements/index.ts';
import * as subAccounts from './sub-accounts/index.ts';
import * as webhooks from './webhooks/index.ts';
import * as punchout from './punchout/index.ts';

/**
 * Every backend area's services, once (docs/decisions/0014). Adding an area is one import and
 * one entry here, and one in routes.ts for its routers; its services join `Services`. The
 * routers are listed apart so that `Services`, which every router's context holds, does not
 * depend on the routers themselves.
 */
const AREAS = [
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
] as const;

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;

export type Services = Intersection<ReturnType<(typeof AREAS)[number]['services']>>;

export function createServices(deps: Deps): Services {
  return Object.assign({}, ...AREAS.map((area) => area.services(deps))) as Services;
}
