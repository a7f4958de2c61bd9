/** The address form, for the confirm-order screen, which adds an address without leaving the page. */
export { AddressForm } from './address-form.tsx';
