import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../lib/page-title.ts';
import { ListView } from './console-list.tsx';
import { readConsoleQuery } from './console-query.server.ts';
import { staffApi } from './staff-api.server.ts';
import type { Route } from './+types/admin.sms';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleSms');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'sms');
  return { query, page: await staffApi.list({ request, context }, 'sms', params) };
}

/** The SMS outbox: what was sent to whom and when, and its state. */
export default function ConsoleSmsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="sms-title">
      <Title order={1} size="h3" id="sms-title">
        {t('consoleSms.title')}
      </Title>
      <ListView
        list="sms"
        query={query}
        total={page.total}
        statusLabel={(status) => t(`consoleStatus.${status as 'sent'}`)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleSms.createDate')}</th>
              <th scope="col">{t('consoleSms.mobile')}</th>
              <th scope="col">{t('consoleSms.content')}</th>
              <th scope="col">{t('consoleSms.state')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <td>{row.createDate}</td>
                <th scope="row">{row.mobile}</th>
                <td className="console-text">{row.content}</td>
                <td>
                  {t(`consoleStatus.${row.state as 'sent'}`, { defaultValue: row.state })}
                  {row.failure && <span className="console-sub">{row.failure}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
