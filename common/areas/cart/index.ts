/** What other areas' shared code may use of the cart area: the quantity rule, which Buy Now and a resubmitted purchase keep too. */
export { quantityField } from './cart.ts';
