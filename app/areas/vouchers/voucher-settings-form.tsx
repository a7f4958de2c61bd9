import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import {
  ACCOUNT_CODE_MAX,
  MAKER_MAX,
  SUPPLIER_CODE_MAX,
  SUPPLIER_NAME_MAX,
  VOUCHER_WORD_MAX,
} from '../../../common/areas/vouchers/settings.ts';
import { voucherSettingsSchema, type VoucherSettings } from '../../../common/areas/vouchers/index.ts';
import { message } from '../../../common/messages.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { formConstraint } from '../../lib/forms.ts';

/**
 * The voucher settings form: one plain form checked by the schema the backend checks with, in the
 * browser and in the action; after a refused submit the first invalid field takes the focus.
 */
export function VoucherSettingsForm({
  settings,
  lastResult,
}: {
  settings: VoucherSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const schema = voucherSettingsSchema(locale);
  const [form, fields] = useForm<VoucherSettings>({
    id: 'voucher-settings',
    lastResult,
    defaultValue: settings,
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const label = (name: keyof VoucherSettings) => message(locale, `voucher.field.${name}`);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="voucher-settings-form"
      aria-labelledby="voucher-settings-title"
    >
      <FormAlert form={form} />
      <TextField
        field={fields.voucherWord}
        label={label('voucherWord')}
        description={t('vouchers.voucherWordHint')}
        maxLength={VOUCHER_WORD_MAX}
      />
      <TextField
        field={fields.goodsAccount}
        label={label('goodsAccount')}
        description={t('vouchers.accountHint')}
        maxLength={ACCOUNT_CODE_MAX}
      />
      <TextField
        field={fields.vatAccount}
        label={label('vatAccount')}
        description={t('vouchers.accountHint')}
        maxLength={ACCOUNT_CODE_MAX}
      />
      <TextField
        field={fields.payableAccount}
        label={label('payableAccount')}
        description={t('vouchers.accountHint')}
        maxLength={ACCOUNT_CODE_MAX}
      />
      <TextField
        field={fields.supplierCode}
        label={label('supplierCode')}
        description={t('vouchers.supplierCodeHint')}
        maxLength={SUPPLIER_CODE_MAX}
      />
      <TextField field={fields.supplierName} label={label('supplierName')} maxLength={SUPPLIER_NAME_MAX} />
      <TextField
        field={fields.maker}
        label={label('maker')}
        description={t('vouchers.makerHint')}
        maxLength={MAKER_MAX}
      />
      <div>
        <Button type="submit">{t('vouchers.save')}</Button>
      </div>
    </Form>
  );
}
