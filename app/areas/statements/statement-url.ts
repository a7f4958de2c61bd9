/** Where a statement's screens and files are. */
export const statementHref = (id: number, version?: number) =>
  `/userCenter/bill/${id}${version === undefined ? '' : `?version=${version}`}`;
export const remitHref = (id: number) => `/userCenter/bill/${id}/remit`;
export const printHref = (id: number) => `/print/statement/${id}`;
export const downloadHref = (id: number, format: 'pdf' | 'xlsx' | 'csv', version: number) =>
  `/userCenter/bill/${id}/download/${format}?version=${version}`;
