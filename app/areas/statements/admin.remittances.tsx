import { NativeSelect, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { REMITTANCE_STATES, remittanceQuerySchema } from '../../../common/areas/statements/console.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { runRemittanceAction } from './remittance-action.server.ts';
import { consoleStatementApi } from './console-api.server.ts';
import { isRemittanceIntent } from './statement-kinds.ts';
import { RemittanceTable } from './console-statement-parts.tsx';
import type { Route } from './+types/admin.remittances';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleRemittances');

/**
 * A page of the remittances in one state (`?state=`, recorded by default: those waiting for
 * finance; `page` and `limit` as every console list), read from the URL as the backend reads it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = remittanceQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { query, remittances: await consoleStatementApi.remittances({ request, context }, query) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (!isRemittanceIntent(intent)) throw new Response(null, { status: 400 });
  return runRemittanceAction({ request, context }, formData, intent, getLocale(context));
}

/**
 * 汇款确认: the remittances companies recorded against their statements, newest
 * first, each with its statement, payer, serial number and voucher; finance confirms one the
 * bank shows arrived (the company's credit returns) or returns it with a reason, in its row.
 */
export default function ConsoleRemittancesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { query, remittances } = loaderData;
  return (
    <section aria-labelledby="remittances-title">
      <Title order={1} size="h3" id="remittances-title">
        {t('consoleRemittance.title')}
      </Title>
      <p>{t('consoleRemittance.hint')}</p>
      <Form method="get" className="console-filters" aria-label={t('consoleRemittance.filterLabel')}>
        <NativeSelect
          name="state"
          label={t('statements.state')}
          defaultValue={query.state}
          data={REMITTANCE_STATES.map((value) => ({ value, label: label('remittanceState', value, locale) }))}
        />
        {/* Another state starts at its first page, in the size chosen. */}
        <input type="hidden" name="limit" value={query.limit} />
        <button type="submit" className="primary-button">
          {t('consoleRemittance.apply')}
        </button>
      </Form>
      <p className="console-total">{t('consoleRemittance.total', { total: remittances.total })}</p>
      {remittances.total === 0 ? (
        <p className="empty-state">{t('consoleRemittance.empty')}</p>
      ) : (
        <RemittanceTable
          remittances={remittances.list}
          may={staffMay(staff.roles, 'manageStatements')}
          actionData={actionData}
          withStatement
        />
      )}
      <Pagination total={remittances.total} page={query.page} limit={query.limit} sizes={TABLE_PAGE_SIZES} />
    </section>
  );
}
