import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ListView } from '../console/index.ts';
import { readConsoleQuery } from '../console/index.server.ts';
import { consoleAfterSaleApi } from './console-api.server.ts';
import type { Route } from './+types/admin.afterSales';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleAfterSales');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, params } = readConsoleQuery(request, 'afterSales');
  return { query, page: await consoleAfterSaleApi.list({ request, context }, params) };
}

/** Every company's after-sales: search by after-sale or order number or company; filter by state. */
export default function ConsoleAfterSalesScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { query, page } = loaderData;
  return (
    <section aria-labelledby="after-sales-title">
      <Title order={1} size="h3" id="after-sales-title">
        {t('consoleAfterSale.title')}
      </Title>
      <ListView
        list="afterSales"
        query={query}
        total={page.total}
        statusLabel={(status) => label('afterSaleStatus', Number(status), locale)}
      >
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('afterSales.no')}</th>
              <th scope="col">{t('consoleAfterSale.orderNo')}</th>
              <th scope="col">{t('consoleAfterSale.company')}</th>
              <th scope="col">{t('afterSales.goods')}</th>
              <th scope="col">{t('afterSales.quantity')}</th>
              <th scope="col">{t('afterSales.type')}</th>
              <th scope="col">{t('consoleAfterSale.status')}</th>
              <th scope="col">{t('afterSales.applyDate')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/admin/afterSales/${row.id}`}>{row.afterSaleNo}</Link>
                </th>
                <td>{row.orderNo}</td>
                <td>{row.company}</td>
                <td>{row.goodsName}</td>
                <td className="number">{row.goodsQuantity}</td>
                <td>{label('afterSaleType', row.afterSaleType, locale)}</td>
                <td>{label('afterSaleStatus', row.status, locale)}</td>
                <td>{row.applyDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListView>
    </section>
  );
}
