import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quickOrderMissQuery } from '../../../common/areas/quick-order/console.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { i18nFor } from '../../i18n/instance.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { consoleQuickOrderApi } from './console-api.server.ts';
import type { Route } from './+types/admin.quickOrderMisses';

const PATH = '/admin/quickOrderMisses';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const paging = quickOrderMissQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const title = i18nFor(context).getFixedT(getLocale(context))('consoleQuickOrder.pageTitle');
  return { title, paging, page: await consoleQuickOrderApi.misses({ request, context }, paging) };
}

/**
 * The codes clerks typed into quick orders that no goods has, the most asked first: what the
 * catalogue lacks, or calls by another name. A CSV of all of them for the buyers of the shop.
 */
export default function QuickOrderMisses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { paging, page } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / paging.limit));
  const at = (n: number) => `${PATH}?page=${n}&limit=${paging.limit}`;
  return (
    <section aria-labelledby="quick-order-misses-title">
      <Title order={1} size="h3" id="quick-order-misses-title">
        {t('consoleQuickOrder.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('consoleQuickOrder.intro', { total: page.total })}
      </Text>
      <p>
        <a href={`${PATH}/csv`} download>
          {t('consoleQuickOrder.csv')}
        </a>
      </p>
      <TableScroll label={t('consoleQuickOrder.title')}>
        <table className="data-table console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleQuickOrder.code')}</th>
              <th scope="col">{t('consoleQuickOrder.count')}</th>
              <th scope="col">{t('consoleQuickOrder.last')}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.code}</th>
                <td>{row.count}</td>
                <td>{row.lastDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pages > 1 && (
        <nav aria-label={t('consoleQuickOrder.pages')}>
          <Group gap="md">
            {paging.page > 1 && <Link to={at(paging.page - 1)}>{t('consoleQuickOrder.previous')}</Link>}
            <span>{t('consoleQuickOrder.pageOf', { page: paging.page, pages })}</span>
            {paging.page < pages && <Link to={at(paging.page + 1)}>{t('consoleQuickOrder.next')}</Link>}
          </Group>
        </nav>
      )}
    </section>
  );
}
