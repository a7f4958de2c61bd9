import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { label } from '../../../common/status-label.ts';
import { formatPayable } from '../../lib/price.ts';
import { useUser } from '../../root-data.ts';
import type { OrderDetail } from '../../../common/areas/orders/order-types.ts';

type PayTypeKey = '1' | '2';
type InvoiceType = '1' | '2';

/**
 * Every field of SPEC §3 Order detail: number, date, status, purchaser,
 * delivery, payment, invoice, shipment, the amounts, and why it was cancelled.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const locale = toLocale(i18n.language);
  const payType = String(order.payTypeId) as PayTypeKey;
  const invoiceType = String(order.invoiceType) as InvoiceType;
  const facts: [string, ReactNode][] = [
    [t('orders.orderNo'), order.orderNo],
    [t('orders.createDate'), order.createDate],
    [t('orders.status'), label('orderStatus', order.orderStatus, locale)],
    [t('orders.purchaser'), order.purchaser],
    [t('orders.consignee'), order.consignee],
    [t('orders.mobile'), order.mobile],
    [t('orders.address'), `${order.areaName}${order.address}`],
    [t('orders.deliveryType'), order.deliveryType],
    [t('orders.payMode'), t(`orders.payType.${payType}`, { defaultValue: '' })],
    [t('orders.payTime'), order.payTime ?? t('orders.notPaid')],
    [
      t('orders.invoice'),
      <>
        {t('orders.invoiceLine', {
          type: t(`orders.invoiceType.${invoiceType}`, { defaultValue: '' }),
          unitName: order.invoiceUnitName,
          taxcode: order.invoiceTaxcode,
        })}{' '}
        <Link to={`/userCenter/invoiceInfo/${order.id}`}>{t('invoiceInfo.link')}</Link>
      </>,
    ],
    [
      t('orders.shipping'),
      order.isSend === 1
        ? order.carrier
          ? t('orders.shippingLine', { carrier: order.carrier, trackingNo: order.trackingNo ?? '' })
          : t('orders.event.shipped')
        : t('orders.notShipped'),
    ],
  ];
  if (order.cancelReason) facts.push([t('orders.cancelReason'), order.cancelReason]);
  const amounts: [string, number][] = [
    [t('orders.goodsAmount'), order.totalAmount],
    [t('orders.freight'), order.freight],
    [t('orders.actualPayAmount'), order.actualPayAmount],
  ];
  // A credit-term order is paid from the quota when placed: its detail is the buyer's confirmation,
  // with what the quota paid and what is left of it. A cancel gives the charge back.
  const onCredit =
    order.payTypeId === PayType.credit && order.isPay === 1 && order.orderStatus !== OrderStatus.cancelled;
  if (onCredit) amounts.push([t('buying.creditUsed'), order.actualPayAmount]);
  if (onCredit && user) amounts.push([t('buying.quotaLeft'), user.quota]);
  return (
    <>
      <dl className="order-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="order-amounts">
        {amounts.map(([name, amount]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>¥{formatPayable(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
