import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundType, ReturnType, type AfterSaleEvent } from '../../../common/areas/after-sales/after-sale.ts';
import type { ConsoleAfterSaleDetail } from '../../../common/areas/after-sales/console.ts';
import { goodsTravel, refundsMoney } from '../../../common/areas/after-sales/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { formatPayable } from '../../lib/price.ts';
import { ZoomImage } from '../files/index.ts';
import { Facts } from '../../components/facts.tsx';

/**
 * Where the refund goes, as the backend decides it: to an account the buyer gave, else back the
 * way it was paid — a credit order to the quota at once (no transfer to record), a transfer to the payer.
 */
export const refundRoute = (detail: ConsoleAfterSaleDetail) =>
  detail.record.refundType === RefundType.account
    ? 'account'
    : detail.payTypeId === PayType.credit
      ? 'credit'
      : 'transfer';

/**
 * One after-sale's facts for the staff: its order and company as links, the line,
 * the buyer's reasons, the money, and the parcels each way. Facts a type does not have (a
 * cancel's goods never travel; an exchange refunds nothing) are left out.
 */
export function AfterSaleFacts({ detail }: { detail: ConsoleAfterSaleDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = detail;
  // SPEC §3 codes in words (the shared labels); an unknown code shows as itself, an empty one not at all.
  const choice = (kind: Parameters<typeof label>[0], value: string) => (value ? label(kind, value, locale) : null);
  const money = (amount: number) => `¥${formatPayable(amount)}`;
  const parcel = (carrier: string | null, trackingNo: string | null) =>
    carrier ? `${carrier} ${trackingNo ?? ''}` : null;
  const refunds = refundsMoney(detail.afterSaleType);
  const travels = goodsTravel(detail.afterSaleType);
  const facts: [string, ReactNode][] = [
    [t('consoleAfterSale.status'), label('afterSaleStatus', detail.status, locale)],
    [t('afterSales.type'), label('afterSaleType', detail.afterSaleType, locale)],
    [t('consoleAfterSale.orderNo'), <Link to={`/admin/orders/${detail.orderId}`}>{detail.orderNo}</Link>],
    [t('consoleAfterSale.company'), <Link to={`/admin/companies/${detail.companyId}`}>{detail.company}</Link>],
    [t('consoleAfterSale.applicant'), detail.applicant],
    [t('afterSales.applyDate'), detail.applyDate],
    [t('consoleAfterSale.payMode'), t(`orders.payType.${detail.payTypeId}` as 'orders.payType.1')],
    [t('afterSales.goods'), record.goodsName],
    [t('consoleAfterSale.goodsNo'), record.goodsNo],
    [t('afterSales.quantity'), record.goodsQuantity],
    [t('afterSales.reasonLabel'), choice('afterSaleReason', record.reason)],
    [t('afterSales.goodsStatus'), choice('goodsStatus', record.goodsStatus)],
    [t('afterSales.applyEvidence'), choice('applyEvidence', record.applyEvidence)],
    [t('afterSales.remark'), record.remark],
    [t('consoleAfterSale.refundType'), refunds ? choice('refundType', record.refundType) : null],
    [t('afterSales.refundTo'), refunds && record.refundType === RefundType.account ? record.refundTo : null],
    [t('consoleAfterSale.refundRoute'), refunds ? t(`consoleAfterSale.route.${refundRoute(detail)}`) : null],
    [t('consoleAfterSale.refundAsked'), refunds ? money(record.refundAmount) : null],
    [t('consoleAfterSale.refundable'), refunds ? money(detail.refundableAmount) : null],
    [t('afterSales.returnType'), travels ? choice('returnType', record.returnType) : null],
    [t('afterSales.pickup'), travels ? `${record.shipper} ${record.mobile} ${record.areaName}${record.address}` : null],
    [t('afterSales.pickupDate'), record.returnType === ReturnType.pickup ? record.pickupDate : null],
    [t('afterSales.deliveryCenter'), travels ? record.deliveryCenter : null],
    [t('afterSales.returnParcel'), parcel(record.returnCarrier, record.returnTrackingNo)],
    [t('consoleAfterSale.replacementParcel'), parcel(record.replacementCarrier, record.replacementTrackingNo)],
    [t('consoleAfterSale.rejectReason'), record.rejectReason],
    [t('afterSales.actualRefund'), record.actualRefundAmount === null ? null : money(record.actualRefundAmount)],
    [t('afterSales.refundDate'), record.refundDate],
  ];
  return <Facts facts={facts} />;
}

/** The buyer's evidence photos (comma-separated paths), each opening at full size through the console's session. */
export function EvidenceImages({ evidence }: { evidence: string }) {
  const { t } = useTranslation();
  const paths = evidence.split(',').filter((path) => path !== '');
  return (
    <section aria-labelledby="after-sale-evidence" className="console-section">
      <h2 id="after-sale-evidence">{t('consoleAfterSale.evidence')}</h2>
      {paths.length === 0 ? (
        <p className="empty-state">{t('consoleAfterSale.noEvidence')}</p>
      ) : (
        <ul className="image-list" aria-labelledby="after-sale-evidence">
          {paths.map((path, index) => (
            <li key={path}>
              <ZoomImage
                href={`/admin/attachment/${encodeURIComponent(path)}`}
                label={t('consoleAfterSale.evidenceOf', { n: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The progress the buyer also reads (newest first, as the backend gives it): who, what, and the state it led to. */
export function AfterSaleProgress({ events }: { events: AfterSaleEvent[] }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <section aria-labelledby="after-sale-progress" className="console-section">
      <h2 id="after-sale-progress">{t('afterSales.timeline')}</h2>
      <ol className="console-timeline">
        {events.map((event, index) => (
          <li key={index}>
            <time>{event.createDate}</time>{' '}
            <strong>{t(`consoleAfterSale.by.${event.by as 'buyer'}`, { defaultValue: event.by })}</strong>{' '}
            {t(`consoleAfterSale.event.${event.action as 'apply'}`, { defaultValue: event.action })}
            {t('consoleAfterSale.eventStatus', { status: label('afterSaleStatus', event.status, locale) })}
            {/* A refund's note is its amount in yuan; the others' a note, a reason or a parcel. */}
            {event.note && (
              <span className="console-reason">{` — ${event.action === 'refund' ? `¥${event.note}` : event.note}`}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
