import { getFormProps, useForm } from '@conform-to/react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { message, toLocale } from '../../../common/messages.ts';
import { loginSchema, smsCodeSchema } from '../../../common/areas/account/account.ts';
import { customerApi } from './customer-api.server.ts';
import { sendCodeIntent } from './send-code.server.ts';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { FormNotice, SmsCodeRow } from '../../components/form/sms-code-row.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { validateWithSendCode } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { getToken, safeRedirect, startSession } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import type { Route } from './+types/home.login';
import { pageTitle } from '../../lib/page-title.ts';
import { MantineScope } from '../../components/mantine-scope.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'login');

/** A logged-in user has nothing to do here. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getToken(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')));
  return null;
}

/** One form, two intents: send an SMS code, or log in (by password or by code). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const formData = await request.formData();

  if (formData.get('intent') === 'sendCode') return sendCodeIntent(ctx, formData, locale);

  const submission = checkForm(formData, loginSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: ['password'] }));
  try {
    const { token } = await customerApi.login(ctx, submission.value);
    const user = await customerApi.info(ctx, { token });
    const sessionCookie = await startSession(request, token, user.customerAccountType);
    const to = safeRedirect(new URL(request.url).searchParams.get('redirectTo'));
    return redirectWithToast(request, to, { type: 'success', message: message(locale, 'loggedIn') }, [sessionCookie]);
  } catch (error) {
    return refusedBy(error, submission, ['password']);
  }
}

/** Login (SPEC §2): password mode or phone-code mode, switched by a link. */

export default function Login({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const codeMode = searchParams.get('mode') === 'code';
  const modeHref = (mode: 'password' | 'code') => {
    const params = new URLSearchParams(searchParams);
    if (mode === 'code') params.set('mode', 'code');
    else params.delete('mode');
    const query = params.toString();
    return query ? `?${query}` : '.';
  };
  const locale = toLocale(i18n.language);
  const [form, fields] = useForm({
    id: codeMode ? 'login-code' : 'login-password',
    lastResult: actionData?.result,
    constraint: {},
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateWithSendCode(formData, loginSchema(locale), smsCodeSchema(locale)),
  });
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const codeSentAt = actionData && 'codeSentAt' in actionData ? actionData.codeSentAt : undefined;

  return (
    <MantineScope>
      <Paper className="auth-panel" withBorder p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <nav className="auth-modes" aria-label={t('login.title')}>
            <Link to={modeHref('password')} aria-current={!codeMode ? 'page' : undefined} replace>
              {t('login.passwordMode')}
            </Link>
            <Link to={modeHref('code')} aria-current={codeMode ? 'page' : undefined} replace>
              {t('login.codeMode')}
            </Link>
          </nav>
          <Form
            method="post"
            {...getFormProps(form)}
            aria-label={codeMode ? t('login.codeMode') : t('login.passwordMode')}
          >
            <Stack gap="sm">
              <DefaultSubmit value="login" />
              <FormAlert form={form} />
              <FormNotice notice={notice} />
              {codeMode ? (
                <>
                  <input type="hidden" name="loginType" value="2" />
                  <TextField
                    field={fields.mobile}
                    label={t('login.mobile')}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    maxLength={11}
                  />
                  <SmsCodeRow field={fields.code} label={t('login.code')} sentAt={codeSentAt} />
                </>
              ) : (
                <>
                  <input type="hidden" name="loginType" value="1" />
                  <TextField field={fields.username} label={t('login.username')} autoComplete="username" />
                  <PasswordField field={fields.password} label={t('login.password')} autoComplete="current-password" />
                </>
              )}
              <Button type="submit" name="intent" value="login" size="md">
                {t('login.submit')}
              </Button>
            </Stack>
          </Form>
          <p>
            {t('login.noAccount')} <Link to="/home/register">{t('login.toRegister')}</Link>
          </p>
        </Stack>
      </Paper>
    </MantineScope>
  );
}
