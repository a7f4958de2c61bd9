/** The goods' client, for the storefront's customised goods pages, which list goods as the catalogue does. */
export { goodsApi } from './goods-api.server.ts';
