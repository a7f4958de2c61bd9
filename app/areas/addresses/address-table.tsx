import { Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { Address } from '../../../common/areas/addresses/address.ts';
import { ListTable } from '../../components/list-table.tsx';
import { addressHref } from './address-url.ts';

/**
 * The company's delivery addresses (SPEC §2 table): consignee, region, address,
 * mobile, landline and the default mark, each with edit and delete (links that
 * open their dialogs) and, unless it is the default already, a 'set default'
 * button posting straight away — a small form per row, so no form is nested.
 */
export function AddressTable({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation();
  return (
    <ListTable
      className="address-table"
      caption={t('addresses.list')}
      striped
      heads={[
        t('addresses.consignee'),
        t('addresses.region'),
        t('addresses.address'),
        t('addresses.mobile'),
        t('addresses.phone'),
        t('addresses.actions'),
      ]}
      rows={addresses}
      empty={t('addresses.empty')}
    >
      {(address) => (
        <Table.Tr key={address.id} className={address.isDefault === 1 ? 'is-default' : undefined}>
          <Table.Th scope="row">
            {address.consignee}
            {address.isDefault === 1 && (
              <Badge ml="xs" size="sm" color="red" variant="light" className="address-default-mark">
                {t('addresses.defaultMark')}
              </Badge>
            )}
          </Table.Th>
          <Table.Td>{address.areaName}</Table.Td>
          <Table.Td>{address.address}</Table.Td>
          <Table.Td>{address.mobile}</Table.Td>
          <Table.Td>{address.phone}</Table.Td>
          <Table.Td className="address-actions">
            <Link
              to={addressHref({ edit: address.id })}
              aria-label={t('addresses.editOf', { name: address.consignee })}
            >
              {t('addresses.edit')}
            </Link>
            <Link
              to={addressHref({ delete: address.id })}
              aria-label={t('addresses.deleteOf', { name: address.consignee })}
            >
              {t('addresses.delete')}
            </Link>
            {address.isDefault !== 1 && (
              <Form method="post" className="address-set-default">
                <input type="hidden" name="id" value={address.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="setDefault"
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('addresses.setDefaultOf', { name: address.consignee })}
                >
                  {t('addresses.setDefault')}
                </Button>
              </Form>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
