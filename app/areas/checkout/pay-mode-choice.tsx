import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayMode } from '../../../common/areas/orders/order-types.ts';
import { payModeName } from './pay-mode.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** The pay modes on offer as radio buttons, named in the visitor's language (checkout, a purchase being edited). */
export function PayModeChoice({
  field,
  modes,
  defaultValue,
}: {
  field: ComponentProps<typeof ChoiceGroup>['field'];
  modes: PayMode[];
  defaultValue?: number;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      field={field}
      legend={t('checkout.payMode')}
      defaultValue={defaultValue}
      options={modes.map((mode) => ({ value: mode.id, label: payModeName(t, mode) }))}
    />
  );
}
