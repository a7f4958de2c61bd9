import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';
import { formatPayable } from '../../lib/price.ts';
import { OrderActionLinks } from './order-action-links.tsx';
import { OrderLines } from './order-lines.tsx';
import type { OrderSummary } from '../../../common/areas/orders/order-types.ts';

/**
 * One order of the list (SPEC §2 Orders, §3 Order): number, date, consignee,
 * status, total and goods, with the actions its state allows (SPEC §4). Each
 * action is a link, or a POST form for confirming receipt; cancel and delete
 * open their confirmation on the order detail.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const headingId = `order-${order.id}-title`;
  const detail = `/container/orderInfo/${order.id}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card-head">
        <h2 id={headingId} className="order-card-title">
          {t('orders.orderOf', { orderNo: order.orderNo })}
        </h2>
        <dl className="order-card-facts">
          <div>
            <dt>{t('orders.createDate')}</dt>
            <dd>{order.createDate}</dd>
          </div>
          <div>
            <dt>{t('orders.consignee')}</dt>
            <dd>{order.consignee}</dd>
          </div>
          <div>
            <dt>{t('orders.status')}</dt>
            <dd className={`order-status order-status-${order.orderStatus}`}>
              {label('orderStatus', order.orderStatus, locale)}
            </dd>
          </div>
          <div>
            <dt>{t('orders.total')}</dt>
            <dd className="order-amount">¥{formatPayable(order.totalAmount)}</dd>
          </div>
        </dl>
      </header>
      <OrderLines lines={order.orderGoodsList} caption={t('orders.goodsOf', { orderNo: order.orderNo })} />
      <div className="order-card-actions" role="group" aria-label={t('orders.actionsOf', { orderNo: order.orderNo })}>
        <Link to={detail}>{t('orders.view')}</Link>
        <OrderActionLinks order={order} lines={order.orderGoodsList} postsOrderId />
      </div>
    </article>
  );
}
