/** Which dialog of the addresses screen is open: a search-param state, so it renders on the server. */
export interface AddressDialog {
  add?: boolean;
  edit?: number;
  delete?: number;
}

const PATH = '/userCenter/address';

/** The addresses screen with one dialog open (or none): `?add=1`, `?edit={id}`, `?delete={id}`. */
export function addressHref(state: AddressDialog = {}): string {
  const params = new URLSearchParams();
  if (state.add) params.set('add', '1');
  if (state.edit !== undefined) params.set('edit', String(state.edit));
  if (state.delete !== undefined) params.set('delete', String(state.delete));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}
