/** The company's lists for the corporate page's repurchase zone (the storefront area's). */
export { purchaseListLinks } from './list-links.server.ts';
/** A company's lists for its console detail (the account area's). */
export { consolePurchaseListApi } from './console-api.server.ts';
