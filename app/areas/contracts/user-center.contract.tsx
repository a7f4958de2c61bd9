import { Button, NativeSelect, Table, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { contractListQuery } from '../../../contract/areas/contracts/contract.ts';
import { CONTRACT_SENT } from '../../../contract/areas/contracts/transitions.ts';
import { TABLE_PAGE_SIZES } from '../../../contract/constants.ts';
import { message, toLocale } from '../../../contract/messages.ts';
import { label } from '../../../contract/status.ts';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { pageTitle } from '../../lib/page-title.ts';
import { pageOf } from '../../lib/paging.ts';
import { formatPayable } from '../../lib/price.ts';
import { contractApi } from './contract-api.server.ts';
import { documentHref, signHref } from './contract-url.ts';
import './contracts.css';
import type { Route } from './+types/user-center.contract';

export const handle: ScreenHandle = { breadcrumb: 'contracts.title' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'contracts');

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = contractListQuery().parse(Object.fromEntries(search));
  const { page, limit } = pageOf(search, TABLE_PAGE_SIZES);
  const status = query.status === undefined ? undefined : String(query.status);
  const list = await contractApi.page({ request, context }, { q: query.q, status, page, limit });
  return { list, q: query.q, status: status ?? '', page, limit };
}

/**
 * 我的合同 (SPEC §2, §4): a search by number or name and a status filter (they search, DESIGN.md
 * decision 11), each contract with its status label, and its sign and preview links, which open
 * in a new tab.
 */
export default function Contracts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { list, q, status, page, limit } = loaderData;
  return (
    <section aria-labelledby="contracts-title" className="contracts">
      <Title order={1} size="h3" id="contracts-title">
        {t('contracts.title')}
      </Title>
      <Form method="get" role="search" className="contract-search" aria-label={t('contracts.searchLabel')}>
        <TextInput
          name="q"
          defaultValue={q}
          label={t('contracts.searchLabel')}
          placeholder={t('contracts.searchPlaceholder')}
          maxLength={40}
        />
        <NativeSelect
          name="status"
          defaultValue={status}
          label={t('contracts.statusLabel')}
          data={[
            { value: '', label: t('contracts.allStatuses') },
            ...CONTRACT_SENT.map((value) => ({ value: String(value), label: label('contractStatus', value, locale) })),
          ]}
        />
        <Button type="submit" variant="default">
          {t('contracts.search')}
        </Button>
      </Form>
      <Table withTableBorder className="contract-table">
        <caption className="visually-hidden">{t('contracts.list')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{message(locale, 'contract.contractNo')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'contract.contractName')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'contract.contractType')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'contract.creditAmount')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'contract.accountPeriod')}</Table.Th>
            <Table.Th scope="col">{t('contracts.dates')}</Table.Th>
            <Table.Th scope="col">{message(locale, 'contract.status')}</Table.Th>
            <Table.Th scope="col">{t('contracts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.list.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8}>{t('contracts.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            list.list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row">{row.contractNo}</Table.Th>
                <Table.Td>{row.contractName}</Table.Td>
                <Table.Td>{label('contractType', row.contractType, locale)}</Table.Td>
                <Table.Td>{formatPayable(row.creditAmount)}</Table.Td>
                <Table.Td>{row.accountPeriod}</Table.Td>
                <Table.Td>
                  {row.signDate} ~ {row.endDate}
                </Table.Td>
                <Table.Td>
                  <span className={`state-tag contract-status-${row.status}`}>
                    {label('contractStatus', row.status, locale)}
                  </span>
                </Table.Td>
                <Table.Td className="contract-actions">
                  {row.actions.includes('startSigning') || row.actions.includes('sign') ? (
                    <a
                      href={signHref(row.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('contracts.signOf', { no: row.contractNo })}
                    >
                      {t('contracts.sign')}
                    </a>
                  ) : null}
                  <a
                    href={documentHref(row.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('contracts.previewOf', { no: row.contractNo })}
                  >
                    {t('contracts.preview')}
                  </a>
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
