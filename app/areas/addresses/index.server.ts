/** The company's addresses, for the confirm-order screen and a purchase being edited, which offer them as choices. */
export { addressApi } from './address-api.server.ts';
/** Saving the address form and reloading its region lists, for the confirm-order screen's own action. */
export { reloadAddressRegions, saveAddress } from './address-form.server.ts';
