import { getInputProps } from '@conform-to/react';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../common/areas/addresses/address.ts';
import { NEW_ADDRESS } from '../../../common/areas/after-sales/after-sale.ts';
import { TextField } from '../../components/form/text-field.tsx';
import type { RegionChoices } from '../../lib/region-choices.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import type { ApplyFields } from './apply-fields.ts';

/**
 * Where the goods are picked up (and a replacement goes): one of the company's addresses, or one
 * typed here — its fields shown when chosen, and always without JavaScript.
 */
export function PickupAddress({
  fields,
  addresses,
  regions,
  typing,
  hydrated,
}: {
  fields: ApplyFields;
  addresses: Address[];
  regions: RegionChoices;
  /** The typed address's fields are shown. */
  typing: boolean;
  hydrated: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-field">
      <legend>{t('afterSales.pickup')}</legend>
      <Text size="sm" c="dimmed">
        {t('afterSales.pickupHint')}
      </Text>
      <NativeSelect
        {...getInputProps(fields.addressId, { type: 'text', ariaAttributes: true })}
        key={fields.addressId.key}
        label={t('afterSales.useAddress')}
        data={[
          ...addresses.map((address) => ({
            value: String(address.id),
            label: `${address.consignee} ${address.mobile} ${address.areaName}${address.address}`,
          })),
          { value: NEW_ADDRESS, label: t('afterSales.typeAddress') },
        ]}
      />
      {typing && (
        <Stack gap="xs" mt="xs">
          {!hydrated && <Text size="sm">{t('afterSales.typeAddressHint')}</Text>}
          <TextField field={fields.shipper} label={t('afterSales.shipper')} maxLength={30} autoComplete="name" />
          <TextField
            field={fields.mobile}
            label={t('afterSales.mobile')}
            type="tel"
            maxLength={11}
            autoComplete="tel"
          />
          <RegionSelect
            fields={{ province: fields.province, city: fields.city, county: fields.county }}
            choices={regions}
          />
          <TextField
            field={fields.address}
            label={t('afterSales.address')}
            maxLength={100}
            autoComplete="street-address"
          />
        </Stack>
      )}
    </fieldset>
  );
}
