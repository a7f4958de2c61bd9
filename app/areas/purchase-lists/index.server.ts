/** The company's lists for the corporate page's repurchase zone (the storefront area's). */
export { purchaseListLinks } from './list-links.server.ts';
