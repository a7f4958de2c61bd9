import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/price.ts';
import type { OrderLine } from '../../../common/areas/orders/order-types.ts';

/**
 * The goods lines of an order (SPEC §3 order goods line): image, name (to its
 * detail), unit price and quantity; the detail adds line totals and a column of
 * per-line actions (after-sales, review). On a narrow window each line stacks as a card
 * (stack-table in tables.css), its figures named by their data-label.
 */
export function OrderLines({
  lines,
  caption,
  withTotals = false,
  actionsHeader,
  actions,
}: {
  lines: OrderLine[];
  caption: string;
  withTotals?: boolean;
  actionsHeader?: string;
  actions?: (line: OrderLine) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className="data-table stack-table order-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.goods')}</th>
          <th scope="col">{t('orders.price')}</th>
          <th scope="col">{t('orders.quantity')}</th>
          {withTotals && <th scope="col">{t('orders.lineTotal')}</th>}
          {actions && <th scope="col">{actionsHeader}</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className="order-line-goods">
              <img src={line.goodsImage} alt="" width={56} height={56} loading="lazy" />
              <Link to={`/home/details/${line.goodsId}`}>{line.goodsName}</Link>
            </td>
            <td data-label={t('orders.price')}>¥{formatPrice(line.goodsPrice)}</td>
            <td data-label={t('orders.quantity')}>{line.goodsQuantity}</td>
            {withTotals && <td data-label={t('orders.lineTotal')}>¥{formatPrice(line.totalAmount)}</td>}
            {actions && <td className="order-line-actions">{actions(line)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
