import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderApi } from './order-api.server.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import type { Route } from './+types/container.logistics.$id';
import './orders.css';
import { pageTitle } from '../../lib/page-title.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import type { Logistics } from '../../../common/areas/orders/order-types.ts';

export const handle: ScreenHandle = { breadcrumb: 'orders.logisticsTitle' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  return { id, logistics: await orNotFound(orderApi.logistics({ request, context }, id)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'logistics');

type Event = Logistics['list'][number];

/** A wire time (Asia/Shanghai, `YYYY-MM-DD HH:mm:ss`) as a machine-readable `<time>` value. */
const machineTime = (time: string) => `${time.replace(' ', 'T')}+08:00`;

/**
 * Logistics (SPEC §2, DESIGN.md decision 11): the order's real events, newest
 * first — placed, paid, shipped with carrier and tracking number, received,
 * cancelled with its reason.
 */
export default function OrderLogistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, logistics } = loaderData;
  return (
    <section aria-labelledby="logistics-title" className="order-logistics">
      <Title order={1} size="h3" id="logistics-title">
        {t('orders.logisticsTitle')}
      </Title>
      <dl className="order-facts">
        <div>
          <dt>{t('orders.orderNo')}</dt>
          <dd>{logistics.orderNo}</dd>
        </div>
        <div>
          <dt>{t('orders.shipping')}</dt>
          <dd>
            {logistics.carrier
              ? t('orders.shippingLine', { carrier: logistics.carrier, trackingNo: logistics.trackingNo ?? '' })
              : t('orders.notShipped')}
          </dd>
        </div>
      </dl>
      {logistics.list.length === 0 ? (
        <p className="empty-state">{t('orders.noEvents')}</p>
      ) : (
        <ol className="order-timeline" aria-label={t('orders.timeline')}>
          {logistics.list.map((event, index) => (
            <li key={`${event.kind}-${event.time}-${index}`} className={index === 0 ? 'is-latest' : undefined}>
              <time dateTime={machineTime(event.time)}>{event.time}</time>
              <span>
                <EventText event={event} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={`/container/orderInfo/${id}`}>{t('orders.backToOrder')}</Link>
      </p>
    </section>
  );
}

function EventText({ event }: { event: Event }) {
  const { t } = useTranslation();
  switch (event.kind) {
    case 'placed':
      return t('orders.event.placed');
    case 'paid':
      return event.note === 'credit'
        ? t('orders.event.paidCredit')
        : event.note === 'offline'
          ? t('orders.event.paidOffline')
          : t('orders.event.paid');
    case 'shipped':
      return event.carrier
        ? t('orders.event.shippedBy', { carrier: event.carrier, trackingNo: event.trackingNo ?? '' })
        : t('orders.event.shipped');
    case 'received':
      return t('orders.event.received');
    case 'cancelled':
      return event.note ? t('orders.event.cancelledBecause', { reason: event.note }) : t('orders.event.cancelled');
    default:
      return event.kind;
  }
}
