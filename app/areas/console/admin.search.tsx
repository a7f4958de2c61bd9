import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { label } from '../../../common/status-label.ts';
import { toLocale } from '../../../common/messages.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { staffApi } from './staff-api.server.ts';
import type { Route } from './+types/admin.search';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleSearch');

/** The global search: an order or after-sale number, a company, a mobile number or a username, in one box. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (!q) return { q, companies: [], orders: [], afterSales: [], staff: [] };
  const ctx = { request, context };
  const [companies, orders, afterSales, staff] = await Promise.all([
    staffApi.list(ctx, 'companies', { q, limit: '10' }),
    staffApi.list(ctx, 'orders', { q, limit: '10' }),
    staffApi.list(ctx, 'afterSales', { q, limit: '10' }),
    staffApi.list(ctx, 'staff', { q, limit: '10' }),
  ]);
  return { q, companies: companies.list, orders: orders.list, afterSales: afterSales.list, staff: staff.list };
}

export default function ConsoleSearchScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { q, companies, orders, afterSales, staff } = loaderData;
  const none = companies.length + orders.length + afterSales.length + staff.length === 0;
  return (
    <section aria-labelledby="search-title">
      <Title order={1} size="h3" id="search-title">
        {t('console.searchTitle', { q })}
      </Title>
      {none && <p className="empty-state">{t('console.searchEmpty')}</p>}
      {companies.length > 0 && (
        <section aria-labelledby="found-companies" className="console-section">
          <h2 id="found-companies">{t('console.menu.companies')}</h2>
          <ul>
            {companies.map((company) => (
              <li key={company.id}>
                <Link to={`/admin/companies/${company.id}`}>{company.name}</Link> {company.username} {company.mobile}{' '}
                {label('companyStatus', company.status, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {orders.length > 0 && (
        <section aria-labelledby="found-orders" className="console-section">
          <h2 id="found-orders">{t('console.menu.orders')}</h2>
          <ul>
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders/${order.id}`}>{order.orderNo}</Link> {order.company}{' '}
                {label('orderStatus', order.orderStatus, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {afterSales.length > 0 && (
        <section aria-labelledby="found-after-sales" className="console-section">
          <h2 id="found-after-sales">{t('console.menu.afterSales')}</h2>
          <ul>
            {afterSales.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/afterSales/${row.id}`}>{row.afterSaleNo}</Link> {row.orderNo} {row.company}{' '}
                {label('afterSaleStatus', row.status, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {staff.length > 0 && (
        <section aria-labelledby="found-staff" className="console-section">
          <h2 id="found-staff">{t('console.menu.staff')}</h2>
          <ul>
            {staff.map((member) => (
              <li key={member.id}>
                <Link to={`/admin/staff?q=${encodeURIComponent(member.username)}`}>{member.username}</Link>{' '}
                {member.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
