import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../common/areas/addresses/address.ts';
import { DeleteConfirmation } from '../../components/delete-confirmation.tsx';

/** The confirmation step before deleting an address (`?delete={id}`); deleting the default says what follows. */
export function AddressDelete({ address, cancelHref }: { address: Address; cancelHref: string }) {
  const { t } = useTranslation();
  return (
    <DeleteConfirmation
      titleId="address-delete-title"
      title={t('addresses.deleteTitle')}
      recordId={address.id}
      confirmLabel={t('addresses.confirmDelete')}
      cancelLabel={t('addresses.cancel')}
      cancelHref={cancelHref}
    >
      <Text mb="sm">
        {t('addresses.deleteConfirm', { name: address.consignee, address: `${address.areaName}${address.address}` })}
      </Text>
      {address.isDefault === 1 && (
        <Text mb="sm" size="sm" c="dimmed">
          {t('addresses.deleteDefaultNote')}
        </Text>
      )}
    </DeleteConfirmation>
  );
}
