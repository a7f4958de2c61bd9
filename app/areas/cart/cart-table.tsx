import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/money.ts';
import type { CartItem } from '../../../common/areas/cart/cart.ts';
import { CART_FORM, isOutOfStock, isSelectable, subtotalOf } from './cart.ts';
import { formatPrice } from '../../lib/price.ts';
import { CartQuantity } from './cart-quantity.tsx';

/**
 * The cart's lines (SPEC §2 Cart): tick box, image and name (the detail opens in a new window),
 * unit price, quantity, subtotal and delete. Off-sale lines are greyed: no tick box, no quantity change.
 * On a narrow window each line is a card (stack-table), its price, quantity and subtotal named
 * by their data-label.
 */
export function CartTable({
  lines,
  selected,
  pending,
  lineErrors,
  onToggle,
}: {
  lines: CartItem[];
  selected: ReadonlySet<number>;
  /** Quantities being saved right now, by line id. */
  pending: ReadonlyMap<number, number>;
  lineErrors?: Record<number, string>;
  onToggle: (id: number, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="data-table stack-table cart-table">
      <caption className="visually-hidden">{t('cart.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="cart-check">
            <span className="visually-hidden">{t('cart.select')}</span>
          </th>
          <th scope="col">{t('cart.goods')}</th>
          <th scope="col">
            {t('cart.price')}
            <span className="tax-included">{t('buying.taxIncluded')}</span>
          </th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.subtotal')}</th>
          <th scope="col">{t('cart.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const buyable = isSelectable(line);
          const outOfStock = isOutOfStock(line);
          const detail = `/home/details/${line.goodsId}`;
          return (
            <tr key={line.id} className={buyable ? undefined : outOfStock ? 'is-out-of-stock' : 'is-off-sale'}>
              <td className="cart-check">
                <input
                  type="checkbox"
                  form={CART_FORM}
                  name="carIds"
                  value={line.id}
                  aria-label={t('cart.selectOf', { name: line.goodsName })}
                  disabled={!buyable}
                  checked={buyable && selected.has(line.id)}
                  onChange={(event) => onToggle(line.id, event.target.checked)}
                />
              </td>
              <td>
                <div className="cart-goods">
                  <a href={detail} target="_blank" rel="noopener" tabIndex={-1} aria-hidden="true">
                    <img src={line.goodsImage} alt="" width={64} height={64} loading="lazy" />
                  </a>
                  <span>
                    <a href={detail} target="_blank" rel="noopener">
                      {line.goodsName}
                    </a>
                    {line.onSale !== 1 && <span className="cart-off-sale">{t('cart.offSale')}</span>}
                    {outOfStock && <span className="cart-off-sale">{t('buying.outOfStock')}</span>}
                  </span>
                </div>
              </td>
              <td data-label={t('cart.price')}>
                {/* The company's own price (协议价): marked, the list price struck through beside it. */}
                {line.listPrice !== undefined && <span className="company-price-tag">{t('companyPrice.tag')}</span>}
                {`¥${formatPrice(line.salePrice)}`}
                {line.listPrice !== undefined && (
                  <s className="list-price">{t('companyPrice.listPrice', { price: formatPrice(line.listPrice) })}</s>
                )}
              </td>
              <td data-label={t('cart.quantity')}>
                <CartQuantity line={line} form={CART_FORM} error={lineErrors?.[line.id]} />
              </td>
              <td className="cart-subtotal" data-label={t('cart.subtotal')}>
                ¥{formatMoney(subtotalOf(line, pending.get(line.id)))}
              </td>
              <td>
                <button
                  type="submit"
                  form={CART_FORM}
                  name="intent"
                  value={`remove:${line.id}`}
                  className="link-button"
                  aria-label={t('cart.removeOf', { name: line.goodsName })}
                >
                  {t('cart.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
