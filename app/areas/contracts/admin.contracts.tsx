import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { useStaff } from '../../frames/console.tsx';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import { consoleContractApi } from './console-api.server.ts';
import type { Route } from './+types/admin.contracts';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleContracts');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'contracts');
  return { query, page: await consoleContractApi.list({ request, context }, params) };
}

/**
 * Every company's contracts: search by number, name or company; filter by state;
 * sort by when drafted or when they end. Drafting one is for service and finance.
 */
export default function ConsoleContractsScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="contracts-title">
      <Title order={1} size="h3" id="contracts-title">
        {t('consoleContract.title')}
      </Title>
      {staffMay(staff.roles, 'manageContracts') && (
        <p>
          <Button component={Link} to="/admin/contracts/new">
            {t('consoleContract.draft')}
          </Button>
        </p>
      )}
      <ListView
        list="contracts"
        query={query}
        total={page.total}
        statusLabel={(status) => label('contractStatus', Number(status), locale)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleContract.no')}</th>
              <th scope="col">{t('consoleContract.name')}</th>
              <th scope="col">{t('consoleContract.company')}</th>
              <th scope="col">{t('consoleContract.status')}</th>
              <th scope="col">{t('consoleContract.credit')}</th>
              <th scope="col">{t('contracts.dates')}</th>
              <th scope="col">{t('consoleContract.daysLeft')}</th>
              <th scope="col">{t('consoleContract.approval')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/contracts/${row.id}`}>{row.contractNo}</Link>
                </th>
                <td>{row.contractName}</td>
                <td>{row.company}</td>
                <td>
                  <span className="state-tag">{label('contractStatus', row.status, locale)}</span>
                </td>
                <td className="number">{formatPayable(row.creditAmount)}</td>
                <td>
                  {row.signDate} ~ {row.endDate}
                </td>
                <td className="number">{row.daysLeft ?? '—'}</td>
                <td>
                  {row.awaitingApproval && (
                    <span className="state-tag is-bad">{t('consoleContract.awaitingApproval')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
