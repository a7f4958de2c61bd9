import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { EMAIL_MAX, FIELD_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import {
  addInvoiceHeaderSchema,
  BANK_MAX,
  InvoiceType,
  REGISTERED_ADDRESS_MAX,
  UNIT_NAME_MAX,
  updateInvoiceHeaderSchema,
  type InvoiceHeader,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import { DialogTitle } from '../../components/dialog-title.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';

/**
 * The add / edit dialog of the invoice-header screen (SPEC §2, §5 Invoice header).
 * The four VAT-special fields are required for invoice type 2 only. Without
 * JavaScript they cannot appear when type 2 is chosen, so they are always there
 * under a note saying when they are needed (and ignored for an ordinary
 * invoice); with JavaScript they show only while type 2 is chosen.
 */
export function InvoiceHeaderForm({
  header,
  lastResult,
  cancelHref,
  redirectTo,
}: {
  /** The header being edited; none to add the company's header. */
  header?: InvoiceHeader;
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
  /** Where the action goes once the title is saved, posted as a hidden field. */
  redirectTo?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const editing = header !== undefined;
  // Typed as the edit form, whose fields are the add form's plus the id.
  const schema = (editing ? updateInvoiceHeaderSchema(locale) : addInvoiceHeaderSchema(locale)) as ReturnType<
    typeof updateInvoiceHeaderSchema
  >;
  const [form, fields] = useForm({
    id: editing ? `invoice-header-${header.id}` : 'invoice-header-new',
    lastResult,
    defaultValue: editing
      ? {
          id: String(header.id),
          invoiceType: String(header.invoiceType),
          unitName: header.unitName,
          taxcode: header.taxcode,
          content: header.content,
          address: header.address,
          phone: header.phone,
          bank: header.bank,
          account: header.account,
          receive: header.receive,
          mobile: header.mobile,
          email: header.email,
        }
      : { invoiceType: String(InvoiceType.ordinary) },
    // Marks the fields every header needs (asterisks); the VAT-special ones carry their own note.
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const titleId = `${form.id}-title`;
  const { key: idKey, ...idProps } = getInputProps(fields.id, { type: 'hidden' });
  const type = fields.invoiceType;
  const typeError = type.errors?.[0];
  const vatShown = !hydrated || String(type.value) === String(InvoiceType.vatSpecial);

  return (
    <section aria-labelledby={titleId} className="dialog-panel invoice-header-form">
      <DialogTitle id={titleId}>{editing ? t('invoiceHeaders.editTitle') : t('invoiceHeaders.add')}</DialogTitle>
      <Form method="post" {...getFormProps(form)} aria-labelledby={titleId}>
        <Stack gap="sm">
          <FormAlert form={form} />
          {editing && <input key={idKey} {...idProps} />}
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <Radio.Group
            key={type.key}
            name={type.name}
            defaultValue={type.initialValue === undefined ? undefined : String(type.initialValue)}
            label={t('invoiceHeaders.invoiceType')}
            error={typeError}
            withAsterisk
          >
            <Group gap="lg" mt={4}>
              <Radio value={String(InvoiceType.ordinary)} label={t('invoiceHeaders.ordinary')} />
              <Radio value={String(InvoiceType.vatSpecial)} label={t('invoiceHeaders.vatSpecial')} />
            </Group>
          </Radio.Group>
          <TextField
            field={fields.unitName}
            label={t('invoiceHeaders.unitName')}
            description={t('invoiceHeaders.unitNameHint')}
            maxLength={UNIT_NAME_MAX}
          />
          <TextField
            field={fields.taxcode}
            label={t('invoiceHeaders.taxcode')}
            description={t('invoiceHeaders.taxcodeHint')}
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            field={fields.content}
            label={t('invoiceHeaders.content')}
            description={t('invoiceHeaders.contentHint')}
            maxLength={FIELD_MAX}
          />
          <fieldset className="invoice-vat" hidden={!vatShown} aria-describedby={`${form.id}-vat-note`}>
            <legend className="invoice-vat-legend">{t('invoiceHeaders.vatDetails')}</legend>
            <Text id={`${form.id}-vat-note`} size="xs" c="dimmed" mb="xs">
              {t('invoiceHeaders.vatNote')}
            </Text>
            <Stack gap="sm">
              <TextField
                field={fields.address}
                label={t('invoiceHeaders.address')}
                maxLength={REGISTERED_ADDRESS_MAX}
              />
              <TextField
                field={fields.phone}
                label={t('invoiceHeaders.phone')}
                description={t('invoiceHeaders.phoneHint')}
                type="tel"
                maxLength={20}
              />
              <TextField field={fields.bank} label={t('invoiceHeaders.bank')} maxLength={BANK_MAX} />
              <TextField
                field={fields.account}
                label={t('invoiceHeaders.account')}
                inputMode="numeric"
                maxLength={40}
              />
            </Stack>
          </fieldset>
          <TextField field={fields.receive} label={t('invoiceHeaders.receive')} maxLength={FIELD_MAX} />
          <TextField
            field={fields.mobile}
            label={t('invoiceHeaders.mobile')}
            type="tel"
            inputMode="numeric"
            maxLength={11}
          />
          <TextField field={fields.email} label={t('invoiceHeaders.email')} type="email" maxLength={EMAIL_MAX} />
          <Group gap="sm">
            <Button type="submit" name="intent" value={editing ? 'edit' : 'add'}>
              {t('invoiceHeaders.save')}
            </Button>
            <Button component={Link} to={cancelHref} variant="default">
              {t('invoiceHeaders.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
