/** What other areas' screens place of purchase lists: 加入常购清单, and links to the company's lists. */
export { AddToListButton, AddToListSubmit } from './add-to-list-button.tsx';
export { PurchaseListLinks, type ListLink } from './list-links.tsx';
