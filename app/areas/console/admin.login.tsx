import { getFormProps, useForm } from '@conform-to/react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { message } from '../../../common/messages.ts';
import { staffLoginSchema } from '../../../common/areas/staff/staff.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { SkipLink } from '../../frames/skip-link.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { safeRedirect } from '../../session.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { staffApi } from './staff-api.server.ts';
import { getStaffToken, startStaffSession } from './staff-session.server.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/admin.login';
import './console.css';
import './console-screens.css';
import { MantineScope } from '../../components/mantine-scope.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleLogin');

/** Only the console's own paths are a place to go back to after login. */
function afterLogin(request: Request): string {
  const to = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/admin');
  return to.startsWith('/admin') ? to : '/admin';
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaffToken(request)) throw redirect(afterLogin(request));
  return null;
}

/** The console's login: the same limits on tries as the buyers'; its own cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const submission = checkForm(await request.formData(), staffLoginSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields: ['password'] }));
  try {
    const { token } = await staffApi.login({ request, context }, submission.value);
    const cookie = await startStaffSession(request, token);
    return redirectWithToast(request, afterLogin(request), { type: 'success', message: message(locale, 'loggedIn') }, [
      cookie,
    ]);
  } catch (error) {
    return refusedBy(error, submission, ['password']);
  }
}

export default function ConsoleLoginScreen({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const schema = staffLoginSchema(i18n.language === 'en' ? 'en' : 'zh-CN');
  const [form, fields] = useForm({
    id: 'staff-login',
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <MantineScope>
      <div className="admin-login">
        <SkipLink />
        <main id="main" tabIndex={-1}>
          <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
            <Title order={1} size="h3" mb="md">
              {t('shop.name')} · {t('console.login.title')}
            </Title>
            <Form method="post" {...getFormProps(form)}>
              <Stack>
                <FormAlert form={form} />
                <TextField field={fields.username} label={t('console.login.username')} autoComplete="username" />
                <PasswordField
                  field={fields.password}
                  label={t('console.login.password')}
                  autoComplete="current-password"
                />
                <Button type="submit">{t('console.login.submit')}</Button>
              </Stack>
            </Form>
            <p>
              <Link to="/home/index">{t('console.login.shopLink')}</Link>
            </p>
          </Paper>
        </main>
      </div>
    </MantineScope>
  );
}
