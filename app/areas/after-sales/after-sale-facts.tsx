import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  RefundType,
  ReturnType,
  type AfterSaleEvent,
  type AfterSaleRecord,
} from '../../../common/areas/after-sales/after-sale.ts';
import { goodsTravel, refundsMoney } from '../../../common/areas/after-sales/transitions.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { formatPayable } from '../../lib/price.ts';
import { ZoomImage } from '../files/index.ts';
import './after-sales.css';

/**
 * One after-sale's record (SPEC §3), for its company and for the staff: its state and type, the
 * order (a link to the order's page on that side), the line, the buyer's reasons, the money, the
 * goods' way back and the parcels each way, then the evidence images, each opening at full size
 * through that side's session (`imageHref`). Facts a type does not have (a cancel's goods never
 * travel; an exchange refunds nothing) and facts without a value are left out.
 */
export function AfterSaleFacts({
  record,
  orderHref,
  imageHref,
}: {
  record: AfterSaleRecord;
  orderHref: string;
  imageHref: (path: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  // SPEC §3 codes in words (the shared labels); an unknown code shows as itself, an empty one not at all.
  const choice = (kind: Parameters<typeof label>[0], value: string) => (value ? label(kind, value, locale) : null);
  // Rounded half-up to the fen from the exact amount, as the statements show money.
  const money = (amount: number | null) => (amount === null ? null : `¥${formatPayable(amount)}`);
  const parcel = (carrier: string | null, trackingNo: string | null) =>
    carrier ? `${carrier} ${trackingNo ?? ''}` : null;
  const refunds = refundsMoney(record.afterSaleType);
  const travels = goodsTravel(record.afterSaleType);
  const facts: [string, ReactNode][] = [
    [t('afterSales.status'), label('afterSaleStatus', record.status, locale)],
    [t('afterSales.type'), label('afterSaleType', record.afterSaleType, locale)],
    [t('afterSales.orderNo'), <Link to={orderHref}>{record.orderNo}</Link>],
    [t('afterSales.applyDate'), record.applyDate],
    [t('afterSales.goods'), record.goodsName],
    [t('afterSales.goodsNo'), record.goodsNo],
    [t('afterSales.quantity'), record.goodsQuantity],
    [t('afterSales.reasonLabel'), choice('afterSaleReason', record.reason)],
    [t('afterSales.goodsStatus'), choice('goodsStatus', record.goodsStatus)],
    [t('afterSales.applyEvidence'), choice('applyEvidence', record.applyEvidence)],
    [t('afterSales.remark'), record.remark],
    [t('afterSales.refundType'), refunds ? choice('refundType', record.refundType) : null],
    [t('afterSales.refundTo'), refunds && record.refundType === RefundType.account ? record.refundTo : null],
    [t('afterSales.refundAmount'), refunds ? money(record.refundAmount) : null],
    [t('afterSales.actualRefund'), money(record.actualRefundAmount)],
    [t('afterSales.refundDate'), record.refundDate],
    [t('afterSales.returnType'), travels ? choice('returnType', record.returnType) : null],
    [t('afterSales.shipper'), travels ? record.shipper : null],
    [t('afterSales.mobile'), travels ? record.mobile : null],
    [t('afterSales.address'), travels && record.address ? `${record.areaName}${record.address}` : null],
    [t('afterSales.pickupDate'), record.returnType === ReturnType.pickup ? record.pickupDate : null],
    [t('afterSales.deliveryCenter'), travels ? record.deliveryCenter : null],
    [t('afterSales.returnParcel'), parcel(record.returnCarrier, record.returnTrackingNo)],
    [t('afterSales.replacementParcel'), parcel(record.replacementCarrier, record.replacementTrackingNo)],
    [t('afterSales.rejectReason'), record.rejectReason],
  ];
  const evidence = record.evidence.split(',').filter((path) => path !== '');
  return (
    <section aria-labelledby="after-sale-facts" className="console-section">
      <h2 id="after-sale-facts">{t('afterSales.facts')}</h2>
      <Facts facts={facts} className="after-sale-facts" />
      <h3 id="after-sale-evidence" className="after-sale-subheading">
        {t('afterSales.evidenceImages')}
      </h3>
      {evidence.length === 0 ? (
        <p className="empty-state">{t('afterSales.noEvidence')}</p>
      ) : (
        <ul className="image-list" aria-labelledby="after-sale-evidence">
          {evidence.map((path, index) => (
            <li key={path}>
              <ZoomImage href={imageHref(path)} label={t('afterSales.evidenceSlot', { n: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The after-sale's progress, newest first (as the backend gives it), the same for its company and
 * the staff but for who acted, which each side names its own way (`byName`: 我 or 客户, 客服 or 员工):
 * what happened, the state it led to, who and when, and the step's note (a refund's is its amount).
 */
export function AfterSaleProgress({ events, byName }: { events: AfterSaleEvent[]; byName: (by: string) => string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <section aria-labelledby="after-sale-progress" className="console-section">
      <h2 id="after-sale-progress">{t('afterSales.timeline')}</h2>
      <ol className="after-sale-timeline">
        {events.map((event, index) => (
          <li key={`${event.createDate}-${index}`}>
            <strong>{t(`afterSales.action.${event.action as 'apply'}`, { defaultValue: event.action })}</strong> ·{' '}
            {label('afterSaleStatus', event.status, locale)} · {byName(event.by)} · <time>{event.createDate}</time>
            {event.note && (
              <div>{event.action === 'refund' ? `¥${formatPayable(Number(event.note))}` : event.note}</div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
