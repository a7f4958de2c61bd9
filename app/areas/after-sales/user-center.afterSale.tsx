import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { afterSaleListQuery } from '../../../common/areas/after-sales/after-sale.ts';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { ExportLinks } from '../../components/export-links.tsx';
import { ListSearch } from '../../components/list-search.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { listHref } from '../../lib/goods-list-url.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { pageOf } from '../../lib/paging.ts';
import { afterSaleApi } from './after-sale-api.server.ts';
import { afterSaleInfoHref } from './after-sale-url.ts';
import './after-sales.css';
import type { Route } from './+types/user-center.afterSale';

export const handle: ScreenHandle = { breadcrumb: 'afterSales.title' };
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'afterSales');

/** The tabs (SPEC §2 after-sale list): all, in progress (1–4), and the states a buyer asks about. */
const TABS = ['all', 'open', '1', '5', '6', '7'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = afterSaleListQuery().parse(Object.fromEntries(search));
  const { page, limit } = pageOf(search, TABLE_PAGE_SIZES);
  const list = await afterSaleApi.list({ request, context }, { status: query.status, q: query.q, page, limit });
  return { list, tab: query.status ?? 'all', q: query.q, page, limit };
}

/** 售后服务 (SPEC §2): status tabs, a search by after-sale or order number, the after-sales, paging. */
export default function AfterSales({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [search] = useSearchParams();
  const { list, tab, q, page, limit } = loaderData;
  return (
    <section aria-labelledby="after-sales-title" className="after-sales">
      <Title order={1} size="h3" id="after-sales-title">
        {t('afterSales.title')}
      </Title>
      {/* The order list's tabs, drawn the same way (this page does not load the orders' stylesheet). */}
      <StatusTabs
        label={t('afterSales.tabs')}
        current={tab}
        tabs={TABS.map((name) => ({
          name,
          to: listHref(search, { status: name === 'all' ? null : name }, true),
          label:
            name === 'all' || name === 'open' ? t(`afterSales.tab.${name}`) : label('afterSaleStatus', name, locale),
        }))}
      />
      <ListSearch
        q={q}
        label={t('afterSales.searchLabel')}
        placeholder={t('afterSales.searchPlaceholder')}
        submit={t('afterSales.search')}
        className="after-sale-search"
      >
        {tab !== 'all' && <input type="hidden" name="status" value={tab} />}
      </ListSearch>
      <ListTable
        className="after-sale-table"
        caption={t('afterSales.list')}
        heads={[
          t('afterSales.no'),
          t('afterSales.goods'),
          t('afterSales.quantity'),
          t('afterSales.type'),
          t('afterSales.status'),
          t('afterSales.applyDate'),
          t('afterSales.actions'),
        ]}
        rows={list.list}
        empty={t('afterSales.empty')}
      >
        {(row) => (
          <Table.Tr key={row.id}>
            <Table.Th scope="row">
              {row.afterSaleNo}
              <div className="after-sale-order">
                {t('afterSales.orderNo')} {row.orderNo}
              </div>
            </Table.Th>
            <Table.Td>{row.goodsName}</Table.Td>
            <Table.Td>{row.goodsQuantity}</Table.Td>
            <Table.Td>{label('afterSaleType', row.afterSaleType, locale)}</Table.Td>
            <Table.Td>{label('afterSaleStatus', row.status, locale)}</Table.Td>
            <Table.Td>{row.applyDate}</Table.Td>
            <Table.Td>
              <Link to={afterSaleInfoHref(row.id)} aria-label={t('afterSales.viewOf', { no: row.afterSaleNo })}>
                {t('afterSales.view')}
              </Link>
            </Table.Td>
          </Table.Tr>
        )}
      </ListTable>
      <Pagination total={list.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
      <ExportLinks
        base="/userCenter/afterSale/export"
        search={search}
        label={t('afterSales.exports')}
        names={{ xlsx: t('afterSales.exportXlsx'), csv: t('afterSales.exportCsv') }}
      />
    </section>
  );
}
