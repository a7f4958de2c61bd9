import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FIELD_MAX, PASSWORD_MAX, USERNAME_MAX } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import {
  addAccountSchema,
  SUB_ACCOUNT_TYPES,
  updateAccountSchema,
  type SubAccount,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { label } from '../../../common/status-label.ts';
import { DialogTitle } from '../../components/dialog-title.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';

/**
 * The add / edit dialog of the sub-accounts screen (SPEC §2, §5). Validated in the
 * browser and again by the action and the backend with the same schema; posts
 * intent 'add' or 'edit' to the screen's own action.
 */
export function SubAccountForm({
  account,
  lastResult,
  cancelHref,
}: {
  /** The sub-account being edited; none to add one. */
  account?: SubAccount;
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const editing = account !== undefined;
  // Typed as the edit form, whose fields are the add form's plus the id.
  const schema = (editing ? updateAccountSchema(locale) : addAccountSchema(locale)) as ReturnType<
    typeof updateAccountSchema
  >;
  const [form, fields] = useForm({
    id: editing ? `sub-account-${account.id}` : 'sub-account-new',
    lastResult,
    defaultValue: editing
      ? {
          id: String(account.id),
          username: account.username,
          accountType: String(account.accountType),
          linkman: account.linkman,
          mobile: account.mobile,
          email: account.email,
        }
      : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const titleId = `${form.id}-title`;
  const { key: typeKey, ...typeProps } = getSelectProps(fields.accountType, { ariaAttributes: true });
  const { key: idKey, ...idProps } = getInputProps(fields.id, { type: 'hidden' });

  return (
    <section aria-labelledby={titleId} className="dialog-panel">
      <DialogTitle id={titleId}>{editing ? t('subAccount.editTitle') : t('subAccount.add')}</DialogTitle>
      <Form method="post" {...getFormProps(form)} aria-labelledby={titleId}>
        <Stack gap="sm">
          <FormAlert form={form} />
          {editing && <input key={idKey} {...idProps} />}
          <TextField
            field={fields.username}
            label={t('subAccount.username')}
            autoComplete="off"
            maxLength={USERNAME_MAX}
          />
          <PasswordField
            field={fields.password}
            label={t('subAccount.password')}
            autoComplete="new-password"
            description={editing ? t('subAccount.keepPassword') : t('subAccount.passwordHint')}
            maxLength={PASSWORD_MAX}
          />
          <PasswordField
            field={fields.confirmPassword}
            label={t('subAccount.confirmPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
          <NativeSelect
            key={typeKey}
            {...typeProps}
            // The schema owns the rule and its message, as in TextField.
            required={undefined}
            label={t('subAccount.accountType')}
            error={fields.accountType.errors?.[0]}
            data={[
              { value: '', label: t('subAccount.chooseType') },
              ...SUB_ACCOUNT_TYPES.map((type) => ({
                value: String(type),
                label: label('accountType', type, locale),
              })),
            ]}
          />
          <TextField field={fields.linkman} label={t('subAccount.linkman')} autoComplete="off" maxLength={FIELD_MAX} />
          <TextField
            field={fields.mobile}
            label={t('subAccount.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
          />
          <TextField
            field={fields.email}
            label={t('subAccount.email')}
            type="email"
            autoComplete="off"
            maxLength={50}
          />
          <Group gap="sm">
            <Button type="submit" name="intent" value={editing ? 'edit' : 'add'}>
              {t('subAccount.save')}
            </Button>
            <Button component={Link} to={cancelHref} variant="default">
              {t('subAccount.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </section>
  );
}
