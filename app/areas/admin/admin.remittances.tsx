import { NativeSelect, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { staffMay } from '../../../contract/areas/staff/permissions.ts';
import { toLocale } from '../../../contract/messages.ts';
import { label } from '../../../contract/status.ts';
import { useStaff } from '../../frames/admin.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { runRemittanceAction } from './remittance-action.server.ts';
import { staffApi } from './staff-api.server.ts';
import { REMITTANCE_STATES, isRemittanceIntent, type RemittanceState } from './statement-kinds.ts';
import { RemittanceTable } from './statement-parts.tsx';
import type { Route } from './+types/admin.remittances';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'adminRemittances');

/** The remittances in one state (`?state=`, recorded by default: those waiting for finance). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('state') ?? '';
  const state: RemittanceState = (REMITTANCE_STATES as readonly string[]).includes(asked)
    ? (asked as RemittanceState)
    : 'recorded';
  return { state, remittances: await staffApi.remittances({ request, context }, state) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (!isRemittanceIntent(intent)) throw new Response(null, { status: 400 });
  return runRemittanceAction({ request, context }, formData, intent, getLocale(context));
}

/**
 * 汇款确认 (issue 16): the remittances companies recorded against their statements, newest
 * first, each with its statement, payer, serial number and voucher; finance confirms one the
 * bank shows arrived (the company's credit returns) or returns it with a reason, in its row.
 */
export default function AdminRemittances({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { state, remittances } = loaderData;
  return (
    <section aria-labelledby="remittances-title">
      <Title order={1} size="h3" id="remittances-title">
        {t('admin.remittance.title')}
      </Title>
      <p>{t('admin.remittance.hint')}</p>
      <Form method="get" className="desk-filters" aria-label={t('admin.remittance.filterLabel')}>
        <NativeSelect
          name="state"
          label={t('admin.remittance.state')}
          defaultValue={state}
          data={REMITTANCE_STATES.map((value) => ({ value, label: label('remittanceState', value, locale) }))}
        />
        <button type="submit" className="primary-button">
          {t('admin.remittance.apply')}
        </button>
      </Form>
      <p className="desk-total">{t('admin.remittance.total', { total: remittances.length })}</p>
      {remittances.length === 0 ? (
        <p className="empty-state">{t('admin.remittance.empty')}</p>
      ) : (
        <RemittanceTable
          remittances={remittances}
          may={staffMay(staff.roles, 'manageStatements')}
          actionData={actionData}
          withStatement
        />
      )}
    </section>
  );
}
