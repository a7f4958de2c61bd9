/** What other areas' goods lists show of the cart: a goods card's quantity and 'add to cart'. */
export { AddToCartForm } from './add-to-cart-form.tsx';
