import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { Address } from '../../contract/schemas/address.ts';
import { DialogTitle } from './dialog-title.tsx';

/**
 * The confirmation step before deleting an address: a page state of its own
 * (`?delete={id}`), so deleting takes two deliberate steps with or without JavaScript.
 */
export function AddressDelete({ address, cancelHref }: { address: Address; cancelHref: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="address-delete-title" className="dialog-panel">
      <DialogTitle id="address-delete-title">{t('addresses.deleteTitle')}</DialogTitle>
      <Text mb="sm">
        {t('addresses.deleteConfirm', { name: address.consignee, address: `${address.areaName}${address.address}` })}
      </Text>
      {address.isDefault === 1 && (
        <Text mb="sm" size="sm" c="dimmed">
          {t('addresses.deleteDefaultNote')}
        </Text>
      )}
      <Form method="post" aria-labelledby="address-delete-title">
        <input type="hidden" name="id" value={address.id} />
        <Group gap="sm">
          <Button type="submit" name="intent" value="delete" color="red">
            {t('addresses.confirmDelete')}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            {t('addresses.cancel')}
          </Button>
        </Group>
      </Form>
    </section>
  );
}
