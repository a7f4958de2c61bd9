/** What other areas' screens place of purchase lists: 加入常购清单, and the way to the lists. */
export { AddToListButton } from './add-to-list-button.tsx';
export { PURCHASE_LISTS_PATH, purchaseListHref } from './purchase-lists-url.ts';
