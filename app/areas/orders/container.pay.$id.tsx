import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClientOnly } from 'remix-utils/client-only';
import { PayType } from '../../../common/areas/orders/order.ts';
import { orderAllows } from '../../../common/areas/orders/transitions.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { orderApi } from './order-api.server.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { formatPayable } from '../../lib/price.ts';
import type { Route } from './+types/container.pay.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import type { PayPage } from '../../../common/areas/orders/order-types.ts';

export const handle: ScreenHandle = { breadcrumb: 'pay.title' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  try {
    return { page: await orderApi.payPage({ request, context }, id) };
  } catch (error) {
    notFoundAs404(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'pay');

/**
 * Offline payment (SPEC §2 线下支付): the amount, the steps of a bank transfer —
 * the last, writing the order number in its remark, so finance can match it by more
 * than its amount — and the shop's receiving account from configuration. Staff
 * confirm the transfer (`npm run staff -- confirm-payment`). Printable as it stands.
 */
export default function OfflinePayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  // Only an order awaiting payment is transferred for (the shared transition table); a paid or
  // cancelled one says so and links to its order, never showing transfer steps.
  if (!orderAllows(page, 'pay') || page.isPay === 1) return <NothingToPay page={page} />;
  const account: [string, string][] = [
    [t('pay.accountName'), page.payee.accountName],
    [t('pay.accountNo'), page.payee.accountNo],
    [t('pay.bank'), page.payee.bank],
    [t('pay.contact'), page.payee.contact],
    [t('pay.interbankNo'), page.payee.interbankNo],
  ];
  return (
    <section aria-labelledby="pay-title" className="pay-page">
      <Title order={1} size="h3" id="pay-title">
        {t('pay.title')}
      </Title>
      <p className="pay-order-no">{t('pay.orderNo', { orderNo: page.orderNo })}</p>
      <p className="pay-amount">
        <span>{t('pay.amount')}</span>
        <strong>¥{formatPayable(page.amount)}</strong>
      </p>
      <h2 className="pay-heading">{t('pay.steps')}</h2>
      <ol className="pay-steps">
        <li>
          <strong>{t('pay.step1')}</strong>
          <p>{t('pay.step1Text')}</p>
        </li>
        <li>
          <strong>{t('pay.step2')}</strong>
          <p>{t('pay.step2Text')}</p>
        </li>
        <li>
          <strong>{t('pay.step3')}</strong>
          <p>{t('pay.step3Text')}</p>
          {/* The exact text to type or copy: the order number alone, nothing around it to copy by mistake. */}
          <dl className="pay-remark">
            <dt>{t('pay.remark')}</dt>
            <dd>{page.orderNo}</dd>
          </dl>
        </li>
      </ol>

      <h2 className="pay-heading">{t('pay.account')}</h2>
      <dl className="pay-account">
        {account.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="pay-notice">{t('pay.notice')}</p>

      <p className="pay-links">
        <ClientOnly>
          {() => (
            <button type="button" className="pay-print" onClick={() => window.print()}>
              {t('pay.print')}
            </button>
          )}
        </ClientOnly>
        <Link to={`/container/orderInfo/${page.orderId}`}>{t('pay.viewOrder')}</Link>
        <Link to="/userCenter/order">{t('pay.myOrders')}</Link>
      </p>
    </section>
  );
}

/** The pay page of an order already paid (on credit or by a confirmed transfer) or cancelled. */
function NothingToPay({ page }: { page: PayPage }) {
  const { t } = useTranslation();
  const cancelled = page.orderStatus === OrderStatus.cancelled;
  return (
    <section aria-labelledby="pay-title" className="pay-page">
      <Title order={1} size="h3" id="pay-title">
        {cancelled ? t('buying.cancelledTitle') : t('buying.paidTitle')}
      </Title>
      <p className="pay-order-no">{t('pay.orderNo', { orderNo: page.orderNo })}</p>
      <p role="status" className="pay-state">
        {cancelled
          ? t('pay.cancelled')
          : page.payTypeId === PayType.credit
            ? t('buying.paidOnCredit')
            : t('buying.paidOffline')}
      </p>
      <p className="pay-links">
        <Link to={`/container/orderInfo/${page.orderId}`}>{t('pay.viewOrder')}</Link>
        <Link to="/userCenter/order">{t('pay.myOrders')}</Link>
      </p>
    </section>
  );
}
