/** Where the after-sales screens live (SPEC §2). */
export const afterSaleListHref = (query: { status?: string; q?: string; page?: number } = {}) => {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/userCenter/afterSale${search ? `?${search}` : ''}`;
};
export const afterSaleApplyHref = (orderItemId: number) => `/userCenter/afterSaleApply/${orderItemId}`;
export const afterSaleInfoHref = (id: number) => `/userCenter/afterSaleInfo/${id}`;
/** The RMA slip to put in the parcel: a printable page, and the same as a PDF. */
export const afterSaleSlipHref = (id: number) => `/userCenter/afterSaleSlip/${id}`;
export const afterSaleSlipPdfHref = (id: number) => `/userCenter/afterSaleSlip/${id}/pdf`;
