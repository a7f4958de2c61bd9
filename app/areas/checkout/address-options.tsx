import { useTranslation } from 'react-i18next';
import type { Address } from '../../../common/areas/addresses/address.ts';

/** One delivery address as a choice: consignee, mobile, region and street, and whether it is the default. */
function AddressChoice({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{address.consignee}</strong> {address.mobile} {address.areaName}
      {address.address}
      {address.isDefault === 1 && <span className="checkout-default"> {t('checkout.defaultAddress')}</span>}
    </>
  );
}

/** The company's addresses as the options of a ChoiceGroup (the confirm-order screen, a purchase being edited). */
export const addressOptions = (addresses: Address[]) =>
  addresses.map((address) => ({ value: address.id, label: <AddressChoice address={address} /> }));
