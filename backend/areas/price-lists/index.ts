/**
 * How a company's own prices and catalogue enter the storefront's goods queries (the read side:
 * lists, search, detail, cart, checkout).
 */
export {
  companyPriceInForce,
  companyPricing,
  companySalePrice,
  goodsForCompany,
  hasOwnPrices,
  inCatalogue,
  noCompanyPrice,
  rawPriceColumns,
  withCompanyPrices,
  withinCatalogue,
  type CompanyPricing,
  type PriceColumns,
} from './company-prices.ts';

/** The staff's console of price lists and catalogues (services), and a list resolved into company_price. */
export { services } from './console-services.ts';
export { materializePriceList } from './materialize.ts';
