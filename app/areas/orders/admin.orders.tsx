import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPrice } from '../../lib/price.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import { consoleOrderApi } from './console-api.server.ts';
import type { Route } from './+types/admin.orders';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleOrders');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'orders');
  return { query, page: await consoleOrderApi.list({ request, context }, params) };
}

/** Every company's orders: search by order number, company or consignee; filter by state. */
export default function ConsoleOrdersScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="orders-title">
      <Title order={1} size="h3" id="orders-title">
        {t('consoleOrder.title')}
      </Title>
      <ListView
        list="orders"
        query={query}
        total={page.total}
        statusLabel={(status) => label('orderStatus', Number(status), locale)}
      >
        <table className="data-table console-table stack-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleOrder.orderNo')}</th>
              <th scope="col">{t('consoleOrder.company')}</th>
              <th scope="col">{t('orders.consignee')}</th>
              <th scope="col">{t('consoleOrder.total')}</th>
              <th scope="col">{t('consoleOrder.payMode')}</th>
              <th scope="col">{t('consoleOrder.status')}</th>
              <th scope="col">{t('consoleOrder.createDate')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.id}`}>{order.orderNo}</Link>
                </th>
                <td data-label={t('consoleOrder.company')}>{order.company}</td>
                <td data-label={t('orders.consignee')}>{order.consignee}</td>
                <td className="number" data-label={t('consoleOrder.total')}>
                  ¥{formatPrice(order.totalAmount)}
                </td>
                <td data-label={t('consoleOrder.payMode')}>
                  {t(`orders.payType.${order.payTypeId}` as 'orders.payType.1')}
                </td>
                <td data-label={t('consoleOrder.status')}>{label('orderStatus', order.orderStatus, locale)}</td>
                <td data-label={t('consoleOrder.createDate')}>{order.createDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
