import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../root-data.ts';

/** The cart button with its carCount badge (SPEC §2 Frame); the count is a buyer part, shown as it comes. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useViewer()?.cartCount ?? '0';
  return (
    <Link
      to="/home/cart"
      className="cart-button"
      aria-label={`${t('cart.button')} ${t('cart.count', { quantity: count })}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2 8H7.4l-.4-2h10.4l1-4H6l-1.6-6H1V0h4.4Z"
        />
      </svg>
      <span>{t('cart.button')}</span>
      <span className="cart-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
