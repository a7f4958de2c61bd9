import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contractListQuery } from '../../../common/areas/contracts/contract.ts';
import { CONTRACT_SENT } from '../../../common/areas/contracts/transitions.ts';
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
import { ContractPriceListName } from '../price-lists/index.ts';
import { contractPriceListsApi } from '../price-lists/index.server.ts';
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
  const list = await orRefusalPage(contractApi.page({ request, context }, { q: query.q, status, page, limit }));
  const priceLists = await contractPriceListsApi.mine({ request, context });
  return { list, priceLists, q: query.q, status: status ?? '', page, limit };
}

/**
 * 我的合同 (SPEC §2, §4): a search by number or name and a status filter (they search, DESIGN.md
 * decision 11), each contract with its status label, and its sign and preview links, which open
 * in a new tab.
 */
export default function Contracts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { list, priceLists, q, status, page, limit } = loaderData;
  return (
    <section aria-labelledby="contracts-title" className="contracts">
      <Title order={1} size="h3" id="contracts-title">
        {t('contracts.title')}
      </Title>
      <ListSearch
        q={q}
        label={t('contracts.searchLabel')}
        placeholder={t('contracts.searchPlaceholder')}
        submit={t('contracts.search')}
        className="contract-search"
      >
        <StateFilter
          name="status"
          value={status}
          label={t('contracts.statusLabel')}
          all={t('contracts.allStatuses')}
          states={CONTRACT_SENT.map((value) => ({ value, label: label('contractStatus', value, locale) }))}
        />
      </ListSearch>
      <ListTable
        className="contract-table"
        caption={t('contracts.list')}
        heads={[
          message(locale, 'contract.contractNo'),
          message(locale, 'contract.contractName'),
          message(locale, 'contract.contractType'),
          message(locale, 'contract.creditAmount'),
          message(locale, 'contract.accountPeriod'),
          t('contracts.dates'),
          t('priceListConsole.carried'),
          message(locale, 'contract.status'),
          t('contracts.actions'),
        ]}
        rows={list.list}
        empty={t('contracts.empty')}
      >
        {(row) => (
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
              <ContractPriceListName list={priceLists.find((priceList) => priceList.contractId === row.id)} />
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
        )}
      </ListTable>
      <Pagination total={list.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
    </section>
  );
}
