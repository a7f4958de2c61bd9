import { Button, NativeSelect, Table, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { statementListQuery } from '../../../contract/areas/statements/statement.ts';
import { STATEMENT_SENT } from '../../../contract/areas/statements/transitions.ts';
import { TABLE_PAGE_SIZES } from '../../../contract/constants.ts';
import { message, toLocale } from '../../../contract/messages.ts';
import { label } from '../../../contract/status.ts';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
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
  const list = await statementApi.page({ request, context }, { q: query.q, state, page, limit });
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
      <Form method="get" role="search" className="statement-search" aria-label={t('statements.searchLabel')}>
        <TextInput
          name="q"
          defaultValue={q}
          label={t('statements.searchLabel')}
          placeholder={t('statements.searchPlaceholder')}
          maxLength={40}
        />
        <NativeSelect
          name="state"
          defaultValue={state}
          label={t('statements.stateLabel')}
          data={[
            { value: '', label: t('statements.allStates') },
            ...STATEMENT_SENT.map((value) => ({ value: String(value), label: label('statementState', value, locale) })),
          ]}
        />
        <Button type="submit" variant="default">
          {t('statements.search')}
        </Button>
      </Form>
      <Table withTableBorder className="statement-table">
        <caption className="visually-hidden">{t('statements.list')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{message(locale, 'statement.balanceNum')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'statement.month')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'statement.accountAmount')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'statement.dueDate')}</Table.Th>
            <Table.Th scope="col">{t('statements.state')}</Table.Th>
            <Table.Th scope="col">{t('statements.payStatus')}</Table.Th>
            <Table.Th scope="col">{t('statements.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.list.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>{t('statements.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            list.list.map((row) => (
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
            ))
          )}
        </Table.Tbody>
      </Table>
      <Pagination total={list.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
    </section>
  );
}
