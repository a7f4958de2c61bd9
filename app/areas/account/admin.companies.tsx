import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import { consoleCompanyApi } from './console-api.server.ts';
import type { Route } from './+types/admin.companies';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleCompanies');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'companies');
  return { query, page: await consoleCompanyApi.list({ request, context }, params) };
}

/** Companies and registrations: pending ones show their 2-working-day deadline. */
export default function ConsoleCompaniesScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="companies-title">
      <Title order={1} size="h3" id="companies-title">
        {t('consoleCompany.title')}
      </Title>
      <ListView
        list="companies"
        query={query}
        total={page.total}
        statusLabel={(status) => label('companyStatus', status, locale)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleCompany.name')}</th>
              <th scope="col">{t('consoleCompany.status')}</th>
              <th scope="col">{t('consoleCompany.username')}</th>
              <th scope="col">{t('consoleCompany.mobile')}</th>
              <th scope="col">{t('consoleCompany.createDate')}</th>
              <th scope="col">{t('consoleCompany.deadline')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((company) => (
              <tr key={company.id}>
                <th scope="row">
                  <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>
                </th>
                <td>
                  {label('companyStatus', company.status, locale)}
                  {company.certified && ` · ${t('consoleCertification.certified')}`}
                </td>
                <td>{company.username}</td>
                <td>{company.mobile}</td>
                <td>{company.createDate}</td>
                <td>{company.deadline}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
