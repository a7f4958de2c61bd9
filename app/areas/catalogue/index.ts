/** The goods list's sort bar, for the storefront's customised goods pages, which sort as the list does. */
export { SortBar } from './goods-filters.tsx';
