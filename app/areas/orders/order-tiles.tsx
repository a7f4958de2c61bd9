import './order-tiles.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderCounts } from '../../../common/areas/orders/order.ts';

/** The user home tiles of SPEC §2, in its order; pending approval and pending evaluation have no link. */
const TILES: { key: keyof OrderCounts; to?: string }[] = [
  { key: 'all', to: '/userCenter/order' },
  { key: 'awaitingPayment', to: '/userCenter/order?status=isPay' },
  { key: 'awaitingReceipt', to: '/userCenter/order?status=isRecevice' },
  { key: 'awaitingApproval' },
  { key: 'awaitingEvaluation' },
  { key: 'afterSale', to: '/userCenter/afterSale?status=open' },
];

/** The caller's orders at a glance, each tile its name and a real count. */
export function OrderTiles({ counts }: { counts: OrderCounts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-tiles-title" className="order-tiles-section">
      <h2 id="order-tiles-title" className="order-section-title">
        {t('orders.tiles')}
      </h2>
      <ul className="order-tiles">
        {TILES.map(({ key, to }) => {
          const body = (
            <>
              <span className="order-tile-name">{t(`orders.tile.${key}`)}</span>{' '}
              <span className="order-tile-count">{counts[key]}</span>
            </>
          );
          return (
            <li key={key}>
              {to ? (
                <Link to={to} className="order-tile">
                  {body}
                </Link>
              ) : (
                <div className="order-tile">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
