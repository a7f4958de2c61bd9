/** What other areas' forms use of the addresses: the province, city and county choice. */
export type { RegionChoices } from './region-choices.ts';
export { RegionSelect } from './region-select.tsx';
