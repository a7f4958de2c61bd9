import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { staffPasswordSchema, staffProfileSchema } from '../../../common/areas/staff/staff.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ActionForm } from './action-form.tsx';
import { resultFor } from './action-result.ts';
import { runConsoleAction } from './console-action.server.ts';
import { staffApi } from './staff-api.server.ts';
import type { Route } from './+types/admin.profile';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleProfile');

/** Every staff member's own name, mobile and password; no role is needed for these. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') === 'password') {
    return runConsoleAction(request, formData, {
      schema: staffPasswordSchema(locale),
      act: (value) => staffApi.changePassword({ request, context }, value),
    });
  }
  return runConsoleAction(request, formData, {
    schema: staffProfileSchema(locale),
    act: (value) => staffApi.updateProfile({ request, context }, value),
  });
}

export default function ConsoleProfileScreen({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  const staff = useStaff();
  return (
    <section aria-labelledby="profile-title">
      <Title order={1} size="h3" id="profile-title">
        {t('consoleProfile.title')}
      </Title>
      <p>
        {t('consoleStaff.username')}: {staff.username}
      </p>
      <ActionForm
        id="profile-form"
        intent="profile"
        schema={staffProfileSchema(locale)}
        lastResult={resultFor(actionData, 'profile-form')}
        fields={[
          { name: 'name', label: t('consoleProfile.name'), defaultValue: staff.name },
          { name: 'mobile', label: t('consoleProfile.mobile'), type: 'tel', defaultValue: staff.mobile },
        ]}
        submit={t('consoleProfile.save')}
      />
      <section aria-labelledby="password-title" className="console-section">
        <h2 id="password-title">{t('consoleProfile.password')}</h2>
        <ActionForm
          id="password-form"
          intent="password"
          schema={staffPasswordSchema(locale)}
          lastResult={resultFor(actionData, 'password-form')}
          fields={[
            {
              name: 'oldPassword',
              label: t('consoleProfile.oldPassword'),
              type: 'password',
              autoComplete: 'current-password',
            },
            {
              name: 'newPassword',
              label: t('consoleProfile.newPassword'),
              type: 'password',
              autoComplete: 'new-password',
            },
            {
              name: 'confirmPassword',
              label: t('consoleProfile.confirmPassword'),
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
          submit={t('consoleProfile.changePassword')}
        />
      </section>
    </section>
  );
}
