/** A goods' favourite control (a buyer part) and marking or unmarking it, for the goods' detail page. */
export { favouriteApi } from './favourite-api.server.ts';
export { favouritePart } from './favourite-part.server.ts';
