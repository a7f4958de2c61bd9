import { Checkbox, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { STAFF_ROLES, staffMay } from '../../../common/areas/staff/permissions.ts';
import { staffAccessSchema, staffCreateSchema } from '../../../common/areas/staff/staff.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ActionForm } from './action-form.tsx';
import { resultFor } from './action-result.ts';
import { runConsoleAction } from './console-action.server.ts';
import { ListView } from './console-list.tsx';
import { readConsoleQuery } from './console-query.server.ts';
import { staffApi } from './staff-api.server.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { StaffMember } from '../../../common/areas/staff/staff.ts';
import type { Route } from './+types/admin.staff';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleStaff');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'staff');
  return { query, page: await staffApi.list({ request, context }, 'staff', params) };
}

/** Admins open staff accounts and change a member's roles or deactivate them. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') === 'add') {
    return runConsoleAction(request, formData, {
      schema: staffCreateSchema(locale),
      act: (value) => staffApi.addStaff({ request, context }, value),
    });
  }
  const id = asRecordId(formData.get('staffId'));
  if (id === undefined) throw new Response(null, { status: 400 });
  return runConsoleAction(request, formData, {
    schema: staffAccessSchema(locale),
    act: (value) =>
      staffApi.setAccess({ request, context }, id, {
        ...value,
        active: value.active ? '1' : '0',
        seen: formData.get('seen'),
      }),
  });
}

function AccessForm({ member, lastResult }: { member: StaffMember; lastResult?: SubmissionResult<string[]> }) {
  const { t, i18n } = useTranslation();
  const schema = staffAccessSchema(i18n.language === 'en' ? 'en' : 'zh-CN');
  const id = `access-${member.id}`;
  const refused = useRefusedSubmit();
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="console-inline">
      <input type="hidden" name="intent" value="access" />
      <input type="hidden" name="formId" value={id} />
      <input type="hidden" name="staffId" value={member.id} />
      <input type="hidden" name="seen" value={member.version} />
      <FormAlert form={form} />
      <fieldset>
        <legend>{t('consoleStaff.accessOf', { name: member.username })}</legend>
        <RoleBoxes held={member.roles} focusFirst={autoFocusFor(fields.roles, refused)} />
        <Checkbox name="active" value="1" label={t('consoleStaff.activeLabel')} defaultChecked={member.active} />
      </fieldset>
      <label>
        {t('consoleStaff.reason')}
        <input name="reason" />
      </label>
      <button type="submit" className="secondary-button">
        {t('consoleStaff.save')}
      </button>
    </Form>
  );
}

/** One tick box a role, named `roles` as the schema reads them; the first takes focus when the roles were refused. */
function RoleBoxes({ held = [], focusFirst }: { held?: readonly string[]; focusFirst: boolean | undefined }) {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role, index) => (
    <Checkbox
      key={role}
      name="roles"
      value={role}
      label={t(`console.role.${role}`)}
      defaultChecked={held.includes(role)}
      autoFocus={index === 0 ? focusFirst : undefined}
    />
  ));
}

export default function ConsoleStaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const manage = staffMay(staff.roles, 'manageStaff');
  const { query, page } = loaderData;
  // The new member's roles are the one field outside the form's list: focused as its fields are.
  const refused = useRefusedSubmit();
  const added = resultFor(actionData, 'staff-add-form');
  const rolesRefused = autoFocusFor({ errors: added?.error?.roles ?? undefined }, refused);
  return (
    <section aria-labelledby="staff-title">
      <Title order={1} size="h3" id="staff-title">
        {t('consoleStaff.title')}
      </Title>
      <ListView
        list="staff"
        query={query}
        total={page.total}
        statusLabel={(status) => t(`consoleStatus.${status as 'active'}`)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleStaff.username')}</th>
              <th scope="col">{t('consoleStaff.name')}</th>
              <th scope="col">{t('consoleStaff.mobile')}</th>
              <th scope="col">{t('consoleStaff.roles')}</th>
              <th scope="col">{t('consoleStaff.active')}</th>
              {manage && <th scope="col">{t('consoleStaff.access')}</th>}
            </tr>
          </thead>
          <tbody>
            {page.list.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.username}</th>
                <td>{member.name}</td>
                <td>{member.mobile}</td>
                <td>{member.roles.map((role) => t(`console.role.${role}`)).join('、')}</td>
                <td>{member.active ? t('consoleStatus.active') : t('consoleStatus.inactive')}</td>
                {manage && (
                  <td>
                    <AccessForm member={member} lastResult={resultFor(actionData, `access-${member.id}`)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
      {manage && (
        <section aria-labelledby="staff-add" className="console-section">
          <h2 id="staff-add">{t('consoleStaff.add')}</h2>
          <ActionForm
            id="staff-add-form"
            intent="add"
            schema={staffCreateSchema(i18n.language === 'en' ? 'en' : 'zh-CN')}
            lastResult={resultFor(actionData, 'staff-add-form')}
            fields={[
              { name: 'username', label: t('consoleStaff.username'), autoComplete: 'off' },
              { name: 'name', label: t('consoleStaff.name') },
              { name: 'mobile', label: t('consoleStaff.mobile'), type: 'tel' },
              { name: 'password', label: t('consoleStaff.password'), type: 'password', autoComplete: 'new-password' },
            ]}
            submit={t('consoleStaff.create')}
            extra={
              <fieldset>
                <legend>{t('consoleStaff.roles')}</legend>
                <RoleBoxes focusFirst={rolesRefused} />
              </fieldset>
            }
          />
        </section>
      )}
    </section>
  );
}
