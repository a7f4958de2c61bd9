/**
 * A company's own prices (协议价) and catalogue as the storefront reads them: how they enter the
 * goods queries of lists, search, the detail, the cart, quick order and the checkout. The staff's
 * side (price lists, their resolution into company_price, catalogues) is the price-lists area;
 * this one imports no other area, so every area that shows or sells goods may read through it
 * without an import circle (price-lists itself reaches the catalogue, account and quick-order areas).
 */
export {
  companyPriceInForce,
  companyPricing,
  companySalePrice,
  goodsForCompany,
  goodsPriceAndState,
  companyPriced,
  hasOwnPrices,
  inCatalogue,
  noCompanyPrice,
  rawPriceColumns,
  withCompanyPrices,
  withinCatalogue,
  type CompanyPricing,
  type PriceColumns,
} from './company-prices.ts';
