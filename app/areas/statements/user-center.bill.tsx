import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statementListQuery } from '../../../common/areas/statements/statement.ts';
import { STATEMENT_SENT } from '../../../common/areas/statements/transitions.ts';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { ListSearch, StateFilter } from '../../components/list-search.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { orRefusalPage } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageOf } from '../../lib/paging.ts';
import { formatPayable } from '../../lib/price.ts';
import { statementApi } from './statement-api.server.ts';
import { remitHref, statementHref } from './statement-url.ts';
import './statements.css';
import type { Route } from './+types/user-center.bill';

export const handle: ScreenHandle = { breadcrumb: 'statements.title' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'statements');

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = statementListQuery().parse(Object.fromEntries(search));
  const { page, limit } = pageOf(search, TABLE_PAGE_SIZES);
  const state = query.state === undefined ? undefined : String(query.state);
  const list = await orRefusalPage(statementApi.page({ request, context }, { q: query.q, state, page, limit }));
  return { list, q: query.q, state: state ?? '', page, limit };
}

/**
 * 对账单 (SPEC §2, §4): each month's statement with its state and payStatus; confirm is offered at
 * 1, remit at 4 (and while partly remitted or overdue), otherwise view. Searched by number or month.
 */
export default function Statements({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { list, q, state, page, limit } = loaderData;
  return (
    <section aria-labelledby="statements-title" className="statements">
      <Title order={1} size="h3" id="statements-title">
        {t('statements.title')}
      </Title>
      <ListSearch
        q={q}
        label={t('statements.searchLabel')}
        placeholder={t('statements.searchPlaceholder')}
        submit={t('statements.search')}
        className="statement-search"
      >
        <StateFilter
          name="state"
          value={state}
          label={t('statements.stateLabel')}
          all={t('statements.allStates')}
          states={STATEMENT_SENT.map((value) => ({ value, label: label('statementState', value, locale) }))}
        />
      </ListSearch>
      <ListTable
        className="statement-table"
        caption={t('statements.list')}
        heads={[
          message(locale, 'statement.balanceNum'),
          message(locale, 'statement.month'),
          message(locale, 'statement.accountAmount'),
          message(locale, 'statement.dueDate'),
          t('statements.state'),
          t('statements.payStatus'),
          t('statements.actions'),
        ]}
        rows={list.list}
        empty={t('statements.empty')}
      >
        {(row) => (
          <Table.Tr key={row.id}>
            <Table.Th scope="row">{row.balanceNum}</Table.Th>
            <Table.Td>
              {row.year}-{String(row.month).padStart(2, '0')}
            </Table.Td>
            <Table.Td>{formatPayable(row.accountAmount)}</Table.Td>
            <Table.Td>{row.dueDate}</Table.Td>
            <Table.Td>
              <span className={`state-tag statement-state-${row.state}`}>
                {label('statementState', row.state, locale)}
              </span>
            </Table.Td>
            <Table.Td>{t(row.payStatus === 1 ? 'statements.remitted' : 'statements.notRemitted')}</Table.Td>
            <Table.Td className="statement-actions">
              {row.actions.includes('confirm') ? (
                <Link to={statementHref(row.id)} aria-label={t('statements.confirmOf', { no: row.balanceNum })}>
                  {t('statements.confirm')}
                </Link>
              ) : row.actions.includes('remit') ? (
                <Link to={remitHref(row.id)} aria-label={t('statements.remitOf', { no: row.balanceNum })}>
                  {t('statements.remit')}
                </Link>
              ) : null}
              <Link to={statementHref(row.id)} aria-label={t('statements.viewOf', { no: row.balanceNum })}>
                {t('statements.view')}
              </Link>
            </Table.Td>
          </Table.Tr>
        )}
      </ListTable>
      <Pagination total={list.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
    </section>
  );
}
