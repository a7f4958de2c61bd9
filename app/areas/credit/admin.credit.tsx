import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import type { Route } from './+types/admin.credit';
import { consoleCreditApi } from './console-api.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleCredit');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'credit');
  return { query, page: await consoleCreditApi.list({ request, context }, params) };
}

/**
 * Each company's credit, as its ledger sums it: finance sees who owes the most and who has used
 * up (or gone past) what its contracts grant, and opens the company from here.
 */
export default function ConsoleCreditScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="credit-title">
      <Title order={1} size="h3" id="credit-title">
        {t('consoleCredit.title')}
      </Title>
      <ListView
        list="credit"
        query={query}
        total={page.total}
        statusLabel={(status) => t(`consoleCredit.status.${status as 'inUse'}`)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleCredit.company')}</th>
              <th scope="col">{t('consoleCredit.creditLimit')}</th>
              <th scope="col">{t('consoleCredit.usedQuota')}</th>
              <th scope="col">{t('consoleCredit.quota')}</th>
              <th scope="col">{t('consoleCredit.overLimit')}</th>
              <th scope="col">{t('consoleCredit.changeDate')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.companyId}>
                <th scope="row">
                  <Link to={`/admin/companies/${row.companyId}`}>{row.company}</Link>
                </th>
                <td>{formatPayable(row.creditLimit)}</td>
                <td>{formatPayable(row.usedQuota)}</td>
                <td>{formatPayable(row.quota)}</td>
                <td>{formatPayable(row.overLimit)}</td>
                <td>{row.changeDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
