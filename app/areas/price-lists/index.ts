/**
 * The price lists' screen parts other areas show: a company's lists and catalogue state (the
 * console's company page) and the list a contract carries (the contract's pages). Server-only
 * parts are in index.server.ts.
 */
export { CompanyPricingPanel } from './company-pricing.tsx';
export { ContractPriceListName } from './contract-price-list.tsx';
