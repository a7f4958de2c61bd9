import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../contract/messages.ts';
import { label, orderStatusLabels } from '../../../contract/status.ts';
import type { OrderDetail } from '../../api/order.server.ts';
import { formatPrice } from '../../lib/price.ts';

type PayType = '1' | '2';
type InvoiceType = '1' | '2';

/**
 * Every field of SPEC §3 Order detail: number, date, status, purchaser,
 * delivery, payment, invoice, shipment, the amounts, and why it was cancelled.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const payType = String(order.payTypeId) as PayType;
  const invoiceType = String(order.invoiceType) as InvoiceType;
  const facts: [string, ReactNode][] = [
    [t('orders.orderNo'), order.orderNo],
    [t('orders.createDate'), order.createDate],
    [t('orders.status'), label(orderStatusLabels, order.orderStatus, locale)],
    [t('orders.purchaser'), order.purchaser],
    [t('orders.consignee'), order.consignee],
    [t('orders.mobile'), order.mobile],
    [t('orders.address'), `${order.areaName}${order.address}`],
    [t('orders.deliveryType'), order.deliveryType],
    [t('orders.payMode'), t(`orders.payType.${payType}`, { defaultValue: '' })],
    [t('orders.payTime'), order.payTime ?? t('orders.notPaid')],
    [
      t('orders.invoice'),
      t('orders.invoiceLine', {
        type: t(`orders.invoiceType.${invoiceType}`, { defaultValue: '' }),
        unitName: order.invoiceUnitName,
        taxcode: order.invoiceTaxcode,
      }),
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
            <dd>¥{formatPrice(amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
