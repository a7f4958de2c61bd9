import { TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { statementMakeSchema } from '../../../common/areas/statements/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { Code } from '../../../common/envelope.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { shanghaiMonth } from '../../../common/time.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ApiError } from '../../lib/request.server.ts';
import { resultFor, ListView } from '../console/index.ts';
import { runConsoleAction, readConsoleQuery } from '../console/index.server.ts';
import { StatementMakeForm } from './statement-make-form.tsx';
import { StatementStateTag } from './statement-state-tag.tsx';
import type { Route } from './+types/admin.statements';
import { consoleContractApi } from '../contracts/index.server.ts';
import { consoleStatementApi } from './console-api.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleStatements');

const MAKE_FORM = 'statement-make';
/**
 * The making section's heading: never the form's own id, which Conform gives every field as its
 * `form` attribute, so an element before the form holding that id would take its fields away.
 */
const MAKE_TITLE = `${MAKE_FORM}-title`;

/** The month before this one in Shanghai (YYYY-MM): the month a statement is usually made for. */
function lastMonth(now: number): string {
  const [year, month] = shanghaiMonth(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * The statements as filtered, and the approved companies one may be made for, narrowed by
 * `?party=`; a member who may not list them (no contract right) has no making form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'statements');
  const party = (new URL(request.url).searchParams.get('party') ?? '').trim().slice(0, 40);
  const [page, parties] = await Promise.all([
    consoleStatementApi.list({ request, context }, params),
    consoleContractApi.contractParties({ request, context }, party).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === Code.roleNotAllowed) return null;
      throw error;
    }),
  ]);
  return { query, page, party, parties, month: lastMonth(Date.now()) };
}

/** Making one: the backend gives the number; the new statement's page opens with its next steps. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  if (formData.get('intent') !== 'make') throw new Response(null, { status: 400 });
  return runConsoleAction(request, formData, {
    schema: statementMakeSchema(locale),
    act: (value) => consoleStatementApi.statementMake({ request, context }, value),
    next: (statement) => `/admin/statements/${statement.id}`,
  });
}

/**
 * Finance's 生成对账单: a GET form narrows the companies by name (keeping the list's filters),
 * then the making's plain POST form.
 */
function MakeSection({
  party,
  parties,
  month,
  actionData,
}: {
  party: string;
  parties: NonNullable<Route.ComponentProps['loaderData']['parties']>;
  month: string;
  actionData: unknown;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const kept = [...search].filter(([name]) => name !== 'party' && name !== 'page');
  return (
    <section aria-labelledby={MAKE_TITLE} className="console-section">
      <h2 id={MAKE_TITLE}>{t('consoleStatement.make')}</h2>
      <p>{t('consoleStatement.makeHint')}</p>
      <Form method="get" role="search" className="console-filters" aria-label={t('consoleStatement.partyFilterLabel')}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextInput
          name="party"
          type="search"
          label={t('consoleStatement.partyFilter')}
          defaultValue={party}
          maxLength={40}
        />
        <button type="submit" className="secondary-button">
          {t('consoleStatement.partyFilterSubmit')}
        </button>
      </Form>
      {parties.length === 0 && <p className="empty-state">{t('consoleStatement.noParties')}</p>}
      <StatementMakeForm id={MAKE_FORM} lastResult={resultFor(actionData, MAKE_FORM)} parties={parties} month={month} />
    </section>
  );
}

/**
 * Every company's statements: search by number, company or month; filter by state;
 * sort by month or due date; export as CSV. Making one by hand is finance's.
 */
export default function ConsoleStatementsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const staff = useStaff();
  const { query, page, party, parties, month } = loaderData;
  // The companies a statement may be made for, when this member may make one.
  const making = staffMay(staff.roles, 'manageStatements') ? parties : null;
  return (
    <section aria-labelledby="statements-title">
      <Title order={1} size="h3" id="statements-title">
        {t('statements.title')}
      </Title>
      {making && (
        <p>
          <a href={`#${MAKE_TITLE}`}>{t('consoleStatement.make')}</a>
        </p>
      )}
      <ListView
        list="statements"
        query={query}
        total={page.total}
        statusLabel={(status) => label('statementState', Number(status), locale)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleStatement.no')}</th>
              <th scope="col">{t('consoleStatement.company')}</th>
              <th scope="col">{t('consoleStatement.month')}</th>
              <th scope="col">{t('statements.state')}</th>
              <th scope="col">{t('consoleStatement.amount')}</th>
              <th scope="col">{t('consoleStatement.paid')}</th>
              <th scope="col">{t('consoleStatement.dueDate')}</th>
              <th scope="col">{t('consoleStatement.version')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/statements/${row.id}`}>{row.balanceNum}</Link>
                </th>
                <td>{row.company}</td>
                <td>{row.month}</td>
                <td>
                  <StatementStateTag state={row.state} />
                </td>
                <td className="number">{formatPayable(row.accountAmount)}</td>
                <td className="number">{formatPayable(row.paidAmount)}</td>
                <td>{row.dueDate}</td>
                <td className="number">{row.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
      {making && <MakeSection party={party} parties={making} month={month} actionData={actionData} />}
    </section>
  );
}
