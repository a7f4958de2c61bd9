import { parseWithZod } from '@conform-to/zod/v4';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect, useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZES } from '../../../common/constants.ts';
import { orderSearchSchema } from '../../../common/areas/orders/order.ts';
import { orderApi } from './order-api.server.ts';
import { OrderCard } from './order-card.tsx';
import { OrderSearch } from './order-search.tsx';
import { ExportLinks } from '../../components/export-links.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { listHref } from '../../lib/goods-list-url.ts';
import { ORDER_TABS, orderTab, tabQuery } from './order-actions.ts';
import { receiveOrder } from './orders.server.ts';
import { pageOf } from '../../lib/paging.ts';
import type { Route } from './+types/user-center.order';
import './orders.css';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'orders.title' };

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'orders');

/**
 * The tab (`status`), the order-number search and the page, all from the URL.
 * A search without a number is answered with the schema's message and the list
 * as it was, unfiltered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const tab = orderTab(search.get('status'));
  const { page, limit } = pageOf(search, ORDER_PAGE_SIZES);
  let orderNo: string | undefined;
  let searchResult;
  if (search.has('orderNo')) {
    const submission = parseWithZod(search, { schema: orderSearchSchema(getLocale(context)) });
    if (submission.status === 'success') orderNo = submission.value.orderNo;
    else searchResult = submission.reply();
  }
  const orders = await orderApi.myOrder({ request, context }, { ...tabQuery(tab), orderNo, page, limit });
  // Past the last page (an order left the tab meanwhile): show the last page instead.
  const pages = Math.max(1, Math.ceil(orders.total / limit));
  if (page > pages) throw redirect(url.pathname + listHref(search, { page: String(pages) }, true));
  return { orders, tab, page, limit, orderNo, searchResult };
}

/** Confirm receipt, the one action posted from the list; back to the same tab and page. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') !== 'receive') throw data(null, { status: 400 });
  const url = new URL(request.url);
  return receiveOrder(
    { request, context },
    getLocale(context),
    Number(formData.get('orderId')),
    url.pathname + url.search,
  );
}

/** My orders (SPEC §2): status tabs, search by order number, the orders with their actions, paging 10/20/30/40. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { orders, tab, page, limit, orderNo, searchResult } = loaderData;
  return (
    <section aria-labelledby="orders-title" className="orders">
      <Title order={1} size="h3" id="orders-title">
        {t('orders.title')}
      </Title>
      <StatusTabs
        label={t('orders.tabs')}
        current={tab}
        tabs={ORDER_TABS.map((name) => ({
          name,
          to: listHref(search, { status: name === 'all' ? null : name, orderNo: orderNo ?? null }),
          label: t(`orders.tab.${name}`),
        }))}
      />
      <OrderSearch key={orderNo ?? ''} orderNo={orderNo} lastResult={searchResult} />
      {orders.list.length === 0 ? (
        <p className="empty-state">{orderNo ? t('orders.emptySearch', { orderNo }) : t('orders.empty')}</p>
      ) : (
        <ul className="order-list" aria-label={t('orders.list')}>
          {orders.list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pagination total={orders.total} page={page} limit={limit} sizes={ORDER_PAGE_SIZES} />
      <ExportLinks
        base="/userCenter/order/export"
        search={search}
        label={t('orders.exports')}
        names={{ xlsx: t('orders.exportXlsx'), csv: t('orders.exportCsv') }}
      />
    </section>
  );
}
