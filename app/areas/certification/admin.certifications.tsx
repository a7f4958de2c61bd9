import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import { consoleCertificationApi } from './console-api.server.ts';
import type { Route } from './+types/admin.certifications';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleCertifications');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'certifications');
  return { query, page: await consoleCertificationApi.list({ request, context }, params) };
}

/** The certification queue: waiting ones show their 2-working-day deadline and who claimed them. */
export default function ConsoleCertificationsScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="certifications-title">
      <Title order={1} size="h3" id="certifications-title">
        {t('consoleCertification.title')}
      </Title>
      <ListView
        list="certifications"
        query={query}
        total={page.total}
        statusLabel={(status) => label('certStatus', status, locale)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleCertification.company')}</th>
              <th scope="col">{t('consoleCertification.name')}</th>
              <th scope="col">{t('consoleCertification.kind')}</th>
              <th scope="col">{t('consoleCertification.status')}</th>
              <th scope="col">{t('consoleCertification.applyDate')}</th>
              <th scope="col">{t('consoleCertification.deadline')}</th>
              <th scope="col">{t('consoleCertification.claimedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id} className={row.overdue ? 'is-overdue' : undefined}>
                <th scope="row">
                  <Link to={`/admin/certifications/${row.id}`}>{row.company}</Link>
                </th>
                <td>{row.name}</td>
                <td>{row.kind === 'simple' ? t('consoleCertification.simple') : t('consoleCertification.full')}</td>
                <td>{label('certStatus', row.certStatus, locale)}</td>
                <td>{row.applyDate}</td>
                <td>
                  {row.deadline}
                  {row.overdue && <span className="todo-overdue"> {t('consoleCertification.overdue')}</span>}
                </td>
                <td>{row.claimedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
