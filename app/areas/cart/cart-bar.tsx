import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { moneyToText, payable, type Money } from '../../../common/money.ts';
import { CART_FORM, cartHref } from './cart.ts';
import { PUNCHOUT_TRANSFER_FORM } from '../punchout/index.ts';

/**
 * The cart's bottom bar (SPEC §2): select all, delete selected, the selected count, the total
 * excluding freight, and checkout. It stays in view at the window's foot until the list's end
 * scrolls up to it (position: sticky). Without JavaScript, select all is a link and 'update
 * selection' recalculates the ticked lines on the server; with it, both follow the tick boxes live.
 */
export function CartBar({
  punchout = false,
  selectable,
  count,
  total,
  error,
  onSelectAll,
}: {
  /** A procurement system's session: the main button sends the whole cart back to it instead of checking out. */
  punchout?: boolean;
  /** The ids of the lines that can be ticked. */
  selectable: number[];
  count: number;
  total: Money;
  error?: string;
  onSelectAll: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const allSelected = selectable.length > 0 && count === selectable.length;
  return (
    <div className="cart-bar">
      {error && (
        <p role="alert" className="form-alert cart-bar-alert">
          {error}
        </p>
      )}
      <div className="cart-bar-row">
        {hydrated ? (
          <label className="cart-select-all">
            <input
              type="checkbox"
              checked={allSelected}
              ref={(box) => {
                if (box) box.indeterminate = count > 0 && !allSelected;
              }}
              disabled={selectable.length === 0}
              onChange={(event) => onSelectAll(event.target.checked)}
            />
            {t('cart.selectAll')}
          </label>
        ) : (
          <Link to={cartHref(allSelected ? [] : selectable)} className="cart-select-all">
            {allSelected ? t('cart.unselectAll') : t('cart.selectAll')}
          </Link>
        )}
        <button type="submit" form={CART_FORM} name="intent" value="deleteSelected" className="link-button">
          {t('cart.deleteSelected')}
        </button>
        <p className="cart-summary" aria-live="polite">
          <span>{t('cart.selectedCount', { count })}</span>
          <span>
            {t('cart.total')}
            <strong className="cart-total">¥{moneyToText(payable(total), 2)}</strong>
          </span>
        </p>
        {!hydrated && (
          <button type="submit" form={CART_FORM} name="intent" value="select" className="cart-recalculate">
            {t('cart.recalculate')}
          </button>
        )}
        {punchout ? (
          <button type="submit" form={PUNCHOUT_TRANSFER_FORM} className="cart-checkout">
            {t('punchout.transfer')}
          </button>
        ) : (
          <button type="submit" form={CART_FORM} name="intent" value="checkout" className="cart-checkout">
            {t('cart.checkout')}
          </button>
        )}
      </div>
    </div>
  );
}
