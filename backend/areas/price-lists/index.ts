/** The staff's console of price lists and catalogues (services), and a list resolved into company_price. */
export { services } from './console-services.ts';
export { materializePriceList } from './materialize.ts';
