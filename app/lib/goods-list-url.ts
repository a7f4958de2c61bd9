import {
  decodeParameterFilters,
  encodeParameterFilters,
  type ParameterFilter,
} from '../../common/areas/catalogue/parameter-filters.ts';

/** The query names of a goods-list URL that are filters: changing any of them goes back to page 1 (SPEC §4). */
const PAGING = ['page'] as const;

/**
 * A goods-list link with some query values changed. Every state of the list is a
 * link (DESIGN.md), so filters, sorts and pages work without JavaScript.
 */
export function listHref(search: URLSearchParams, changes: Record<string, string | null>, keepPage = false): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  if (!keepPage) for (const key of PAGING) params.delete(key);
  params.delete('lng');
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function chosenFilters(search: URLSearchParams): ParameterFilter[] {
  const encoded = search.get('categoryParam');
  return (encoded && decodeParameterFilters(encoded)) || [];
}

/** categoryParam with one filter set (replacing another value of the same name) or removed. */
export function withFilter(filters: ParameterFilter[], name: string, tag: string | null): string | null {
  const next = filters.filter((filter) => filter.name !== name);
  if (tag !== null) next.push({ name, tag });
  return next.length ? encodeParameterFilters(next) : null;
}
