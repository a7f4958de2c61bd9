const PATH = '/userCenter/invoiceHeader';

/**
 * The invoice-header screen with its dialog open (or none): `?add=1` or
 * `?edit={id}`, rendered on the server. `back` is where another screen (the
 * checkout) asked to return once the title is saved; it stays on every link.
 */
export function invoiceHeaderHref(state: { add?: boolean; edit?: number } = {}, back?: string): string {
  const params = new URLSearchParams();
  if (state.add) params.set('add', '1');
  if (state.edit !== undefined) params.set('edit', String(state.edit));
  if (back) params.set('redirectTo', back);
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}
