import { pagingSchema } from '../../common/schemas/paging.ts';

/** Page and page size from a list screen's URL, read as the backend reads them. */
export function pageOf(search: URLSearchParams, sizes: readonly number[]): { page: number; limit: number } {
  return pagingSchema(sizes).parse(Object.fromEntries(search));
}
