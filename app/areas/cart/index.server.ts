/** 'Add to cart' as an action, for every page with goods cards or a goods' detail (catalogue, storefront, favourites). */
export { addToCart, addToCartAction } from './cart-actions.server.ts';
