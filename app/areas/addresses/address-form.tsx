/**
 * The address form (SPEC §2 address dialog, §5 Address), used by the addresses
 * screen and embeddable anywhere an address is added or edited — the checkout
 * adds one without leaving the page:
 *
 *   // loader: the region choices (provinces only for a new address)
 *   const regions = await loadRegionChoices(ctx);                     // app/lib/region-choices.server.ts
 *   // action:
 *   if (intent === REGION_RELOAD_INTENT) return reloadAddressRegions(ctx, formData); // ./address-form.server.ts
 *   if (intent === 'addAddress') {
 *     const outcome = await saveAddress(ctx, formData, locale, 'add');
 *     if ('refused' in outcome) return data(outcome.refused, { status: 400 });
 *     // outcome.saved is the new address's id: the checkout comes back with it chosen.
 *     return redirectWithToast(request, `${safeRedirect(formData.get('redirectTo'))}?consigneeId=${outcome.saved}`, …);
 *   }
 *   // component:
 *   <AddressForm intent="addAddress" redirectTo={here} cancelHref={here}
 *     lastResult={actionData?.result} regions={actionData?.regions ?? loaderData.regions} />
 *
 * It posts to the page's own action with the given `intent`; the region picker's
 * reload button (without JavaScript) posts REGION_RELOAD_INTENT and the action
 * answers the same form with the next list, saving nothing. With JavaScript the
 * picker fetches the lists from /userCenter/regions instead. Validated in the
 * browser, by the action and by the backend with the same schema.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FIELD_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import {
  ADDRESS_MAX,
  addAddressSchema,
  updateAddressSchema,
  type Address,
} from '../../../common/areas/addresses/address.ts';
import type { RegionChoices } from '../../lib/region-choices.ts';
import { DialogTitle } from '../../components/dialog-title.tsx';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { RegionSelect } from '../../components/region-select.tsx';

export function AddressForm({
  address,
  intent,
  redirectTo,
  cancelHref,
  lastResult,
  regions,
  title,
}: {
  /** The address being edited; none to add one. */
  address?: Address;
  /** The intent the save button posts; the embedding action acts on it. */
  intent: string;
  /** Where the embedding action goes after saving, posted as a hidden field. */
  redirectTo?: string;
  cancelHref: string;
  lastResult?: SubmissionResult<string[]>;
  /** The region lists for the address's (or the posted) province and city. */
  regions: RegionChoices;
  /** The dialog's heading; 'add' or 'edit a delivery address' by default. */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const editing = address !== undefined;
  // Typed as the edit form, whose fields are the add form's plus the id.
  const schema = (editing ? updateAddressSchema(locale) : addAddressSchema(locale)) as ReturnType<
    typeof updateAddressSchema
  >;
  const [form, fields] = useForm({
    id: editing ? `address-${address.id}` : 'address-new',
    lastResult,
    defaultValue: editing
      ? {
          id: String(address.id),
          consignee: address.consignee,
          province: String(address.province),
          city: String(address.city),
          county: String(address.county),
          address: address.address,
          mobile: address.mobile,
          phone: address.phone,
          isDefault: address.isDefault === 1 ? 'on' : undefined,
        }
      : undefined,
    // Marks the required fields (asterisks); the schema's messages do the checking.
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const titleId = `${form.id}-title`;
  const { key: idKey, ...idProps } = getInputProps(fields.id, { type: 'hidden' });
  const { key: defaultKey, ...defaultProps } = getInputProps(fields.isDefault, { type: 'checkbox' });
  const isDefaultAlready = address?.isDefault === 1;
  // A reply without a status is the region picker's reload (address-form.server.ts), not a save.
  const regionsReloaded = lastResult !== undefined && lastResult.status === undefined;

  return (
    <section aria-labelledby={titleId} className="dialog-panel address-form">
      <DialogTitle id={titleId}>{title ?? (editing ? t('addresses.editTitle') : t('addresses.add'))}</DialogTitle>
      <Form method="post" {...getFormProps(form)} aria-labelledby={titleId}>
        {/* Enter in a field saves; without it, it would press the region picker's reload button. */}
        <DefaultSubmit value={intent} />
        <Stack gap="sm">
          <FormAlert form={form} />
          {editing && <input key={idKey} {...idProps} />}
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <TextField
            field={fields.consignee}
            label={t('addresses.consignee')}
            autoComplete="shipping name"
            maxLength={FIELD_MAX}
          />
          <RegionSelect
            fields={{ province: fields.province, city: fields.city, county: fields.county }}
            choices={regions}
            reloaded={regionsReloaded}
          />
          <TextField
            field={fields.address}
            label={t('addresses.address')}
            description={t('addresses.addressHint')}
            autoComplete="shipping street-address"
            maxLength={ADDRESS_MAX}
          />
          <TextField
            field={fields.mobile}
            label={t('addresses.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="shipping tel"
            maxLength={11}
          />
          <TextField
            field={fields.phone}
            label={t('addresses.phone')}
            description={t('addresses.phoneHint')}
            type="tel"
            autoComplete="off"
            maxLength={20}
          />
          {isDefaultAlready ? (
            // The default can only move to another address: unticking here would change nothing.
            <Checkbox
              label={t('addresses.isDefault')}
              description={t('addresses.alreadyDefault')}
              checked
              disabled
              readOnly
            />
          ) : (
            <Checkbox
              key={defaultKey}
              {...defaultProps}
              // A choice, never a requirement (the schema reads an unticked box as 'no').
              required={undefined}
              label={t('addresses.isDefault')}
            />
          )}
          <Group gap="sm">
            <Button type="submit" name="intent" value={intent}>
              {t('addresses.save')}
            </Button>
            <Button component={Link} to={cancelHref} variant="default">
              {t('addresses.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
