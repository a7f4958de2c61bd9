import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { CartButton } from '../areas/cart/cart-button.tsx';
import { Logo } from './logo.tsx';

/** The user centre's top bar (SPEC §2): logo, home and account settings, an order search, the cart. */
export function UserCenterHeader() {
  const { t } = useTranslation();
  return (
    <header className="user-header frame-width">
      <Logo title={t('user.centre')} />
      <nav className="user-header-links" aria-label={t('a11y.userLinks')}>
        <Link to="/home/index">{t('user.home')}</Link>
        <Link to="/userCenter/userInfo/edit">{t('user.settings')}</Link>
      </nav>
      <Form method="get" action="/userCenter/order" role="search" className="search-form user-search">
        <label htmlFor="user-search" className="visually-hidden">
          {t('user.searchLabel')}
        </label>
        <input
          id="user-search"
          name="orderNo"
          type="search"
          className="search-input"
          placeholder={t('user.searchPlaceholder')}
          maxLength={40}
        />
        <button type="submit" className="search-button">
          {t('search.submit')}
        </button>
      </Form>
      <CartButton />
    </header>
  );
}
