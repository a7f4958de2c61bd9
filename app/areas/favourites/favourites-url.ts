/**
 * The favourites screen with its state changed: the search and page stay; manage mode
 * (`?manage=1`) and the ticked favourites (`ids`, only in manage mode) are as given.
 * Relative (`?…`), so it serves both paths the screen lives at.
 */
export function favouritesHref(
  search: URLSearchParams,
  { manage = search.get('manage') === '1', ids = [] }: { manage?: boolean; ids?: readonly number[] } = {},
): string {
  const params = new URLSearchParams();
  for (const key of ['goodsName', 'page']) {
    const value = search.get(key);
    if (value) params.set(key, value);
  }
  if (manage) {
    params.set('manage', '1');
    for (const id of ids) params.append('ids', String(id));
  }
  return `?${params.toString()}`;
}
