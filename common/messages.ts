import type { Locale } from './locale.ts';
import common from './messages/common.ts';
import security from './messages/security.ts';
import status from './messages/status.ts';
import account from './areas/account/messages.ts';
import afterSales from './areas/after-sales/messages.ts';
import approvalRules from './areas/approval-rules/messages.ts';
import budgets from './areas/budgets/messages.ts';
import addresses from './areas/addresses/messages.ts';
import cart from './areas/cart/messages.ts';
import certification from './areas/certification/messages.ts';
import contracts from './areas/contracts/messages.ts';
import favourites from './areas/favourites/messages.ts';
import files from './areas/files/messages.ts';
import invoiceHeaders from './areas/invoice-headers/messages.ts';
import invoices from './areas/invoices/messages.ts';
import vouchers from './areas/vouchers/messages.ts';
import webhooks from './areas/webhooks/messages.ts';
import punchout from './areas/punchout/messages.ts';
import orders from './areas/orders/messages.ts';
import purchaseLists from './areas/purchase-lists/messages.ts';
import priceLists from './areas/price-lists/messages.ts';
import quickOrder from './areas/quick-order/messages.ts';
import staff from './areas/staff/messages.ts';
import statements from './areas/statements/messages.ts';
import storefront from './areas/storefront/messages.ts';
import subAccounts from './areas/sub-accounts/messages.ts';

/**
 * Every message a rule or the backend can answer, in both interface languages.
 * Schemas and services look messages up here, so the browser, the web server and
 * the backend say the same thing in the user's language. Each area keeps its own in
 * common/areas/<area>/messages.ts (docs/decisions/0014) and is listed here once.
 */
export { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from './locale.ts';

export const MESSAGE_AREAS = [
  common,
  security,
  status,
  account,
  subAccounts,
  storefront,
  cart,
  favourites,
  orders,
  quickOrder,
  purchaseLists,
  priceLists,
  approvalRules,
  budgets,
  addresses,
  invoiceHeaders,
  files,
  certification,
  afterSales,
  contracts,
  statements,
  invoices,
  vouchers,
  webhooks,
  punchout,
  staff,
] as const;

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;
type Catalogue = Intersection<(typeof MESSAGE_AREAS)[number]['zh']>;

export type MessageKey = keyof Catalogue;

const catalogue: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': Object.assign({}, ...MESSAGE_AREAS.map((area) => area.zh)),
  en: Object.assign({}, ...MESSAGE_AREAS.map((area) => area.en)),
};

/** Whether a key built at run time (a status label's) is in the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue['zh-CN'], key);
}

export type MessageParams = Record<string, string | number>;

/** The message in the given language, with `{name}` placeholders filled; `field` params are message keys too. */
export function message(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const messages = catalogue[locale];
  const text = messages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    if (name === 'field' && typeof value === 'string' && value in messages) return messages[value as MessageKey];
    return String(value);
  });
  // English sentences that open with a field name ('username cannot …') still start with a capital.
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
