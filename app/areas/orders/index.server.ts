/**
 * The orders' client (rest/order/*), for other areas' screens that read or make orders: the user
 * home's counts, the cart's and Buy Now's settlements, the goods reviews, the confirm-order screen and purchases.
 */
export { orderApi } from './order-api.server.ts';
