const PATH = '/userCenter/invoiceHeader';

/** The invoice-header screen with its dialog open (or none): `?add=1` or `?edit={id}`, rendered on the server. */
export function invoiceHeaderHref(state: { add?: boolean; edit?: number } = {}): string {
  if (state.add) return `${PATH}?add=1`;
  if (state.edit !== undefined) return `${PATH}?edit=${state.edit}`;
  return PATH;
}
