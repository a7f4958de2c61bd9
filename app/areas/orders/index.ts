/** What other areas' screens show of orders: the order tiles of the user home. */
export { OrderTiles } from './order-tiles.tsx';
