/** Which dialog of the sub-accounts screen is open: a search-param state, so it renders on the server. */
export interface DialogState {
  add?: boolean;
  edit?: number;
  delete?: number;
}

const PATH = '/userCenter/account';

/**
 * The sub-accounts screen with one dialog open (or none): `?add=1`, `?edit={id}`,
 * `?delete={id}`. The page and page size stay, so closing a dialog returns to
 * the same rows.
 */
export function subAccountHref(search: URLSearchParams, state: DialogState = {}): string {
  const params = new URLSearchParams();
  for (const key of ['page', 'limit']) {
    const value = search.get(key);
    if (value) params.set(key, value);
  }
  if (state.add) params.set('add', '1');
  if (state.edit !== undefined) params.set('edit', String(state.edit));
  if (state.delete !== undefined) params.set('delete', String(state.delete));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}
