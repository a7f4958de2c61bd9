import { NativeSelect, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../lib/page-title.ts';
import { ListView } from './console-list.tsx';
import { readConsoleQuery } from './console-query.server.ts';
import { staffApi } from './staff-api.server.ts';
import { actionName, actorName, changeText } from './timeline.tsx';
import { toLocale } from '../../../common/messages.ts';
import type { Route } from './+types/admin.audit';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleAudit');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'audit');
  return { query, page: await staffApi.list({ request, context }, 'audit', params) };
}

const ENTITIES = [
  'company',
  'certification',
  'order',
  'afterSale',
  'contract',
  'statement',
  'goods',
  'message',
  'staff',
  'priceList',
  'catalogue',
] as const;

/** The audit trail: every staff change, who and when, before → after, why. Nothing here edits it. */
export default function ConsoleAuditScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="audit-title">
      <Title order={1} size="h3" id="audit-title">
        {t('consoleAudit.title')}
      </Title>
      <ListView
        list="audit"
        query={query}
        total={page.total}
        statusLabel={(status) => status}
        extraFilters={
          <NativeSelect
            name="entity"
            label={t('consoleAudit.entity')}
            defaultValue={query.entity ?? ''}
            data={[
              { value: '', label: t('consoleList.all') },
              ...ENTITIES.map((entity) => ({ value: entity, label: t(`consoleAudit.entities.${entity}`) })),
            ]}
          />
        }
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleAudit.createDate')}</th>
              <th scope="col">{t('consoleAudit.actor')}</th>
              <th scope="col">{t('consoleAudit.action')}</th>
              <th scope="col">{t('consoleAudit.entity')}</th>
              <th scope="col">{t('consoleAudit.change')}</th>
              <th scope="col">{t('consoleAudit.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <td>{row.createDate}</td>
                <td>{actorName(t, row)}</td>
                <td>{actionName(t, row)}</td>
                <th scope="row">
                  {t(`consoleAudit.entities.${row.entity as 'company'}`, { defaultValue: row.entity })}{' '}
                  {row.entityLabel}
                </th>
                <td className="console-text">{changeText(t, locale, row)}</td>
                <td className="console-text">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
