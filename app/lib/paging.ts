/** Page and page size from a list screen's URL: page 1 and the first size unless the URL names valid ones. */
export function pageOf(search: URLSearchParams, sizes: readonly number[]): { page: number; limit: number } {
  const page = Number(search.get('page'));
  const limit = Number(search.get('limit'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    limit: sizes.includes(limit) ? limit : sizes[0]!,
  };
}
