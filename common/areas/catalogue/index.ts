/** What other areas' shared code may use of the catalogue area: goods as every list shows them, and the search text rule. */
export { searchText, type GoodsListItem } from './goods.ts';
