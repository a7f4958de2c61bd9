import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { noteSchema } from '../../../common/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ActionForm, resultFor, ListView } from '../console/index.ts';
import { runConsoleAction, readConsoleQuery } from '../console/index.server.ts';
import type { Route } from './+types/admin.messages';
import { consoleMessageApi } from './console-api.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleMessages');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'messages');
  return { query, page: await consoleMessageApi.list({ request, context }, params) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  const id = asRecordId(formData.get('messageId'));
  if (id === undefined) throw new Response(null, { status: 400 });
  return runConsoleAction(request, formData, {
    schema: noteSchema(locale),
    act: (value) => consoleMessageApi.handleMessage({ request, context }, id, value),
  });
}

/** Visitors' messages from the home page widget: read, then mark handled with a note. */
export default function ConsoleMessagesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const mayHandle = staffMay(staff.roles, 'handleMessage');
  const { query, page } = loaderData;
  const schema = noteSchema(i18n.language === 'en' ? 'en' : 'zh-CN');
  return (
    <section aria-labelledby="messages-title">
      <Title order={1} size="h3" id="messages-title">
        {t('consoleMessage.title')}
      </Title>
      <ListView
        list="messages"
        query={query}
        total={page.total}
        statusLabel={(status) => t(`consoleStatus.${status as 'open'}`)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleMessage.createDate')}</th>
              <th scope="col">{t('consoleMessage.company')}</th>
              <th scope="col">{t('consoleMessage.content')}</th>
              <th scope="col">{t('consoleMessage.handled')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <td>{row.createDate}</td>
                <th scope="row">
                  {row.company}
                  <span className="console-sub">
                    {row.linkman} {row.phone}
                  </span>
                </th>
                <td className="console-text">{row.content}</td>
                <td>
                  {row.handledDate ? (
                    <>
                      {t('consoleMessage.handledBy', {
                        name: row.handledBy === 'command line' ? t('consoleAudit.commandLine') : (row.handledBy ?? ''),
                        time: row.handledDate,
                      })}
                      {row.note && <span className="console-sub">{row.note}</span>}
                    </>
                  ) : mayHandle ? (
                    <ActionForm
                      id={`message-${row.id}`}
                      intent="handle"
                      hidden={{ messageId: row.id }}
                      schema={schema}
                      lastResult={resultFor(actionData, `message-${row.id}`)}
                      fields={[
                        { name: 'note', label: t('consoleMessage.noteOf', { company: row.company }), type: 'textarea' },
                      ]}
                      submit={t('consoleMessage.markHandled')}
                      className="console-inline"
                      compact
                    />
                  ) : (
                    t('consoleStatus.open')
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
