import { useTranslation } from 'react-i18next';
import type { AfterSaleEvent, AfterSaleRecord } from '../../../common/areas/after-sales/after-sale.ts';
import type { Locale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { formatPayable } from '../../lib/price.ts';
import { attachmentHref, ZoomImage } from '../files/index.ts';

/**
 * Every field of an after-sale record (SPEC §3) that has a value, and its evidence images; the
 * buyer's detail and the RMA slip's page read it so.
 */
export function AfterSaleFacts({ record, locale }: { record: AfterSaleRecord; locale: Locale }) {
  const { t } = useTranslation();
  // Rounded half-up to the fen from the exact amount, as the console and the statements show money.
  const money = (amount: number | null) => (amount === null ? null : `¥${formatPayable(amount)}`);
  const parcel = (carrier: string | null, no: string | null) => (carrier ? `${carrier} ${no ?? ''}` : null);
  const facts: [string, string | number | null][] = [
    [t('afterSales.status'), label('afterSaleStatus', record.status, locale)],
    [t('afterSales.type'), label('afterSaleType', record.afterSaleType, locale)],
    [t('afterSales.orderNo'), record.orderNo],
    [t('afterSales.goods'), `${record.goodsName}${record.goodsNo ? `（${record.goodsNo}）` : ''}`],
    [t('afterSales.quantity'), record.goodsQuantity],
    [t('afterSales.applyDate'), record.applyDate],
    [t('afterSales.reasonLabel'), label('afterSaleReason', record.reason, locale)],
    [t('afterSales.goodsStatus'), record.goodsStatus && label('goodsStatus', record.goodsStatus, locale)],
    [t('afterSales.applyEvidence'), record.applyEvidence && label('applyEvidence', record.applyEvidence, locale)],
    [t('afterSales.remark'), record.remark],
    [t('afterSales.refundType'), record.refundType && label('refundType', record.refundType, locale)],
    [t('afterSales.refundTo'), record.refundTo],
    [t('afterSales.refundAmount'), record.refundAmount > 0 ? money(record.refundAmount) : null],
    [t('afterSales.actualRefund'), money(record.actualRefundAmount)],
    [t('afterSales.refundDate'), record.refundDate],
    [t('afterSales.returnType'), record.returnType && label('returnType', record.returnType, locale)],
    [t('afterSales.shipper'), record.shipper],
    [t('afterSales.mobile'), record.mobile],
    [t('afterSales.address'), record.address ? `${record.areaName}${record.address}` : null],
    [t('afterSales.pickupDate'), record.pickupDate],
    [t('afterSales.deliveryCenter'), record.deliveryCenter],
    [t('afterSales.returnParcel'), parcel(record.returnCarrier, record.returnTrackingNo)],
    [t('afterSales.replacementParcel'), parcel(record.replacementCarrier, record.replacementTrackingNo)],
    [t('afterSales.rejectReason'), record.rejectReason],
  ];
  const evidence = record.evidence ? record.evidence.split(',') : [];
  return (
    <section aria-labelledby="after-sale-facts" className="console-section">
      <h2 id="after-sale-facts">{t('afterSales.facts')}</h2>
      <Facts facts={facts} className="after-sale-facts" />
      {evidence.length > 0 && (
        <ul className="image-list" aria-label={t('afterSales.evidence')}>
          {evidence.map((path, index) => (
            <li key={path}>
              <ZoomImage href={attachmentHref(path)} label={t('afterSales.evidenceSlot', { n: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The after-sale's progress, newest first: what happened, who did it, when, and the note. */
export function AfterSaleTimeline({ events, locale }: { events: AfterSaleEvent[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="after-sale-timeline" className="console-section">
      <h2 id="after-sale-timeline">{t('afterSales.timeline')}</h2>
      <ol className="after-sale-timeline">
        {events.map((event, index) => (
          <li key={`${event.createDate}-${index}`}>
            <strong>{t(`afterSales.action.${event.action}` as never)}</strong> ·{' '}
            {label('afterSaleStatus', event.status, locale)} · {t(`afterSales.by.${event.by}` as never)} ·{' '}
            {event.createDate}
            {event.note && <div>{event.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}
