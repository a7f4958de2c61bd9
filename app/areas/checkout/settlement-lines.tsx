import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPayable, formatPrice } from '../../lib/price.ts';
import type { SettlementLine } from '../../../common/areas/orders/order-types.ts';
import './checkout.css';

/**
 * The goods of a settlement or purchase: image, name (to its detail), price, quantity, line total,
 * and the sum. `caption` titles the table on the page (a purchase's 采购商品); `label` only names it
 * for screen readers, where a visible title would repeat the first column's head (确认订单's 商品).
 */
export function SettlementLines({
  lines,
  total,
  caption,
  label,
}: {
  lines: SettlementLine[];
  total: number;
} & ({ caption: string; label?: never } | { label: string; caption?: never })) {
  const { t } = useTranslation();
  return (
    <table className="data-table settlement-lines" aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('checkout.goods')}</th>
          <th scope="col">{t('checkout.price')}</th>
          <th scope="col">{t('checkout.quantity')}</th>
          <th scope="col">{t('checkout.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.goodsId} className={line.onSale ? undefined : 'is-off-sale'}>
            <td className="settlement-goods">
              <img src={line.goodsImage} alt="" width={56} height={56} loading="lazy" />
              <Link to={`/home/details/${line.goodsId}`}>{line.goodsName}</Link>
              {!line.onSale && <span className="settlement-warning">{t('checkout.offSale')}</span>}
              {line.onSale && line.inventory < line.quantity && (
                <span className="settlement-warning">{t('checkout.lowStock', { count: line.inventory })}</span>
              )}
            </td>
            <td>¥{formatPrice(line.salePrice)}</td>
            <td>{line.quantity}</td>
            <td>¥{formatPrice(line.totalAmount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            {t('checkout.freight')} ¥0.00 · {t('checkout.total')}
          </td>
          <td className="settlement-total">¥{formatPayable(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
