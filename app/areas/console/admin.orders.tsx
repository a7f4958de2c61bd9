import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPrice } from '../../lib/price.ts';
import { ListView } from './console-list.tsx';
import { readConsoleQuery } from './console-query.server.ts';
import { staffApi } from './staff-api.server.ts';
import type { Route } from './+types/admin.orders';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'adminOrders');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'orders');
  return { query, page: await staffApi.list({ request, context }, 'orders', params) };
}

/** Every company's orders: search by order number, company or consignee; filter by state. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="orders-title">
      <Title order={1} size="h3" id="orders-title">
        {t('admin.order.title')}
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
              <th scope="col">{t('admin.order.orderNo')}</th>
              <th scope="col">{t('admin.order.company')}</th>
              <th scope="col">{t('admin.order.consignee')}</th>
              <th scope="col">{t('admin.order.total')}</th>
              <th scope="col">{t('admin.order.payMode')}</th>
              <th scope="col">{t('admin.order.status')}</th>
              <th scope="col">{t('admin.order.createDate')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={`/admin/orders/${order.id}`}>{order.orderNo}</Link>
                </th>
                <td data-label={t('admin.order.company')}>{order.company}</td>
                <td data-label={t('admin.order.consignee')}>{order.consignee}</td>
                <td className="number" data-label={t('admin.order.total')}>
                  ¥{formatPrice(order.totalAmount)}
                </td>
                <td data-label={t('admin.order.payMode')}>
                  {t(`orders.payType.${order.payTypeId}` as 'orders.payType.1')}
                </td>
                <td data-label={t('admin.order.status')}>{label('orderStatus', order.orderStatus, locale)}</td>
                <td data-label={t('admin.order.createDate')}>{order.createDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
