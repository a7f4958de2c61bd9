import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { message, toLocale } from '../../../common/messages.ts';
import { registerSchema, smsCodeSchema } from '../../../common/areas/account/account.ts';
import { customerApi } from './customer-api.server.ts';
import { sendCodeIntent } from './send-code.server.ts';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { FormNotice, SmsCodeRow } from '../../components/form/sms-code-row.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { PrivacyTerms } from './privacy-terms.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { validateWithSendCode } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { Route } from './+types/home.register';
import { pageTitle } from '../../lib/page-title.ts';
import { MantineScope } from '../../components/mantine-scope.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'register');

/** Passwords never travel back into the page once submitted. */
const HIDDEN = ['password', 'confirmPassword'];

/** One form, two intents: send the SMS code to the mobile entered, or register. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();

  if (formData.get('intent') === 'sendCode') return sendCodeIntent(ctx, formData, locale);

  const submission = checkForm(formData, registerSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: HIDDEN }));
  try {
    await customerApi.register(ctx, submission.value);
  } catch (error) {
    return refusedBy(error, submission, HIDDEN);
  }
  return redirectWithToast(request, '/home/login', { type: 'success', message: message(locale, 'registered') });
}

/** Register (SPEC §2, §5): the company's main account, vetted by staff within 2 working days. */

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateWithSendCode(formData, registerSchema(locale), smsCodeSchema(locale)),
  });
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const codeSentAt = actionData && 'codeSentAt' in actionData ? actionData.codeSentAt : undefined;
  const { key: agreeKey, ...agreeProps } = getInputProps(fields.agree, { type: 'checkbox', ariaAttributes: true });

  return (
    <MantineScope>
      <Paper className="auth-panel auth-panel-wide" withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('register.title')}
          </Title>
          <Text c="dimmed">{t('register.vettingNote')}</Text>
          <Form method="post" {...getFormProps(form)} aria-label={t('register.title')}>
            <Stack gap="sm">
              <DefaultSubmit value="register" />
              <FormAlert form={form} />
              <FormNotice notice={notice} />
              <TextField
                field={fields.username}
                label={t('register.username')}
                autoComplete="username"
                maxLength={20}
              />
              <PasswordField
                field={fields.password}
                label={t('register.password')}
                autoComplete="new-password"
                description={t('register.passwordHint')}
                maxLength={20}
              />
              <PasswordField
                field={fields.confirmPassword}
                label={t('register.confirmPassword')}
                autoComplete="new-password"
                maxLength={20}
              />
              {/* Without JavaScript 获取验证码 reloads the page, and passwords are never sent back in it. */}
              {codeSentAt !== undefined && !fields.password.initialValue && (
                <Text size="sm" c="dimmed" id="passwords-not-kept">
                  {t('a11y.passwordsNotKept')}
                </Text>
              )}
              <TextField
                field={fields.companyName}
                label={t('register.companyName')}
                autoComplete="organization"
                maxLength={30}
              />
              <TextField field={fields.linkman} label={t('register.linkman')} autoComplete="name" maxLength={30} />
              <TextField
                field={fields.mobile}
                label={t('register.mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
              />
              <SmsCodeRow field={fields.code} label={t('register.code')} sentAt={codeSentAt} />
              <TextField
                field={fields.email}
                label={t('register.email')}
                type="email"
                autoComplete="email"
                maxLength={50}
              />
              <div className="agree-row">
                <input key={agreeKey} {...agreeProps} />
                <label htmlFor={fields.agree.id}>
                  {t('register.agree')}
                  {t('register.privacy')}
                </label>
                {fields.agree.errors?.[0] && (
                  <p id={fields.agree.errorId} className="field-error">
                    {fields.agree.errors[0]}
                  </p>
                )}
              </div>
              <PrivacyTerms />
              <Button type="submit" name="intent" value="register" size="md">
                {t('register.submit')}
              </Button>
            </Stack>
          </Form>
          <p>
            {t('register.hasAccount')} <Link to="/home/login">{t('register.toLogin')}</Link>
          </p>
        </Stack>
      </Paper>
    </MantineScope>
  );
}
