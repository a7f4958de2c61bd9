/**
 * The price lists' screen parts other areas show: a company's lists and catalogue state (the
 * console's company page). Server-only parts are in index.server.ts.
 */
export { CompanyPricingPanel } from './company-pricing.tsx';
