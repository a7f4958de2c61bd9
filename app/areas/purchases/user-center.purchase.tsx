import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { toLocale } from '../../../common/locale.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { label } from '../../../common/status-label.ts';
import { orderApi } from '../orders/index.server.ts';
import { ExportLinks } from '../../components/export-links.tsx';
import { Pagination } from '../../components/pagination.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { formatPayable } from '../../lib/price.ts';
import { pageOf } from '../../lib/paging.ts';
import type { loader as layoutLoader } from '../../frames/user-center.tsx';
import type { Route } from './+types/user-center.purchase';
import { pageTitle } from '../../lib/page-title.ts';

export const handle: ScreenHandle = { breadcrumb: 'purchase.title' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, limit } = pageOf(new URL(request.url).searchParams, TABLE_PAGE_SIZES);
  return { purchases: await orderApi.purchasePage({ request, context }, page, limit), page, limit };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'purchases');

/**
 * The purchase list (SPEC §2, §4): a purchaser places the order of a settlement
 * not yet submitted; every other row, and every row for the main account, is
 * viewed — the approval itself happens on /container/getPurchaseInfo/{id}.
 */
export default function PurchaseList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const user = useRouteLoaderData<typeof layoutLoader>('frames/user-center')?.user;
  const isMain = user?.customerAccountType === CustomerAccountType.main;
  const { purchases, page, limit } = loaderData;
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="purchase-title">
      <Title order={1} size="h3" id="purchase-title">
        {t('purchase.title')}
      </Title>
      {purchases.list.length === 0 ? (
        <p className="empty-state">{t('purchase.empty')}</p>
      ) : (
        // Nine columns in the user centre's narrow content: one line per cell, and the table scrolls
        // sideways (by keyboard too) when a language or font needs more room.
        <div className="table-scroll" role="region" aria-label={t('a11y.purchaseTable')} tabIndex={0}>
          <table className="data-table purchase-table">
            <thead>
              <tr>
                <th scope="col">{t('purchase.batch')}</th>
                <th scope="col">{t('purchase.quantity')}</th>
                <th scope="col">{t('purchase.total')}</th>
                <th scope="col">{t('purchase.purchaser')}</th>
                <th scope="col">{t('purchase.applyDate')}</th>
                <th scope="col">{t('purchase.status')}</th>
                <th scope="col">{t('purchase.checker')}</th>
                <th scope="col">{t('purchase.checkDate')}</th>
                <th scope="col">{t('purchase.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {purchases.list.map((row) => (
                <tr key={row.id}>
                  <td>{row.batch}</td>
                  <td>{row.quantity}</td>
                  <td>¥{formatPayable(row.totalAmount)}</td>
                  <td>{row.purchaser}</td>
                  <td>{row.applyDate}</td>
                  <td>
                    {label('checkStatus', row.checkStatus, locale)}
                    {row.approvalLevel === ApprovalLevel.mainOnly && (
                      <span className="purchase-level">{t('purchase.mainOnly')}</span>
                    )}
                  </td>
                  <td>{row.checker}</td>
                  <td>{row.checkDate}</td>
                  <td>
                    {row.checkStatus === CheckStatus.notApplied && !isMain ? (
                      <Link
                        to={`/container/getOrderInfo/${row.id}`}
                        aria-label={`${t('purchase.placeOrder')} ${row.batch}`}
                      >
                        {t('purchase.placeOrder')}
                      </Link>
                    ) : (
                      <Link
                        to={`/container/getPurchaseInfo/${row.id}`}
                        aria-label={`${t('purchase.view')} ${row.batch}`}
                      >
                        {t('purchase.view')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination total={purchases.total} page={page} limit={limit} sizes={TABLE_PAGE_SIZES} />
      <ExportLinks
        base="/userCenter/purchase/export"
        search={search}
        label={t('purchase.exports')}
        names={{ xlsx: t('purchase.exportXlsx'), csv: t('purchase.exportCsv') }}
      />
    </section>
  );
}
