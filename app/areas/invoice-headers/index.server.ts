/** The company's invoice header, for a purchase being edited, which offers it as the confirm-order screen does. */
export { invoiceHeaderApi } from './invoice-header-api.server.ts';
