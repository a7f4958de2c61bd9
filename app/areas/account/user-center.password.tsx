import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useRouteLoaderData } from 'react-router';
import { passwordChangeSchema, smsCodeSchema } from '../../../common/areas/account/account.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { FormNotice, SmsCodeRow } from '../../components/form/sms-code-row.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import type { loader as layoutLoader } from '../../frames/user-center.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { requireUser } from '../../lib/current-user.server.ts';
import { formConstraint, validateWithSendCode } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { startSession } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { customerApi } from './customer-api.server.ts';
import { sendCodeIntent } from './send-code.server.ts';
import type { Route } from './+types/user-center.password';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'passwordChange');
export const handle = { breadcrumb: 'passwordChange.title' };

/** Passwords never travel back into the page once submitted. */
const HIDDEN = ['oldPassword', 'newPassword', 'confirmPassword'];

/** One form, two intents: send the code to the account's own mobile, or change the password. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') === 'sendCode') return sendCodeIntent(ctx, formData, locale);
  const submission = checkForm(formData, passwordChangeSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: HIDDEN }));
  try {
    const user = await requireUser(request, context);
    const { token } = await customerApi.changePassword(ctx, submission.value);
    // Every session of the account ended, this one too: the new token keeps this browser logged in.
    const cookie = await startSession(request, token, user.customerAccountType);
    return redirectWithToast(
      request,
      '/userCenter/index',
      { type: 'success', message: message(locale, 'passwordUpdated') },
      [cookie],
    );
  } catch (error) {
    return refusedBy(error, submission, HIDDEN);
  }
}

/** Change password (SPEC §2, §5): current, new, confirm, and the code sent to the account's own mobile. */
export default function PasswordChange({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const user = useRouteLoaderData<typeof layoutLoader>('frames/user-center')!.user;
  const [form, fields] = useForm({
    id: 'password-change',
    lastResult: actionData?.result,
    defaultValue: { mobile: user.mobile },
    // Marks the required fields from the schema that checks them.
    constraint: formConstraint(passwordChangeSchema(locale)),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateWithSendCode(formData, passwordChangeSchema(locale), smsCodeSchema(locale)),
  });
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const codeSentAt = actionData && 'codeSentAt' in actionData ? actionData.codeSentAt : undefined;
  const { key: mobileKey, ...mobileProps } = getInputProps(fields.mobile, { type: 'tel', ariaAttributes: true });
  return (
    <section aria-labelledby="password-title">
      <Title order={1} size="h3" id="password-title">
        {t('passwordChange.title')}
      </Title>
      <Form method="post" {...getFormProps(form)} aria-labelledby="password-title">
        <Stack gap="sm" maw={480}>
          <DefaultSubmit value="save" />
          <FormAlert form={form} />
          <FormNotice notice={notice} />
          <PasswordField
            field={fields.oldPassword}
            label={t('passwordChange.oldPassword')}
            autoComplete="current-password"
          />
          <PasswordField
            field={fields.newPassword}
            label={t('passwordChange.newPassword')}
            autoComplete="new-password"
            description={t('passwordChange.newPasswordHint')}
            maxLength={20}
          />
          <PasswordField
            field={fields.confirmPassword}
            label={t('passwordChange.confirmPassword')}
            autoComplete="new-password"
            maxLength={20}
          />
          {/* The code goes only to the account's own mobile: shown, not editable. */}
          <TextInput
            key={mobileKey}
            {...mobileProps}
            required={undefined}
            readOnly
            label={t('passwordChange.mobile')}
            description={t('passwordChange.mobileHint')}
            error={fields.mobile.errors?.[0]}
          />
          <SmsCodeRow field={fields.code} label={t('passwordChange.code')} sentAt={codeSentAt} />
          <Button type="submit" name="intent" value="save">
            {t('passwordChange.save')}
          </Button>
        </Stack>
      </Form>
    </section>
  );
}
