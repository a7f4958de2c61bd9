import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartButton } from './cart-button.tsx';
import { SearchBar } from './search-bar.tsx';

/** Logo, search bar and cart button of the shop frame. */
export function SiteHeader({
  keywords,
  defaultKeyword,
}: {
  keywords: { id: number; name: string }[];
  defaultKeyword?: string;
}) {
  const { t } = useTranslation();
  return (
    <header className="site-header frame-width">
      <Link to="/home/index" className="logo" aria-label={t('shop.name')}>
        <span className="logo-mark" aria-hidden="true">
          采
        </span>
        <span className="logo-text">
          <strong>{t('shop.name')}</strong>
          <small>{t('shop.slogan')}</small>
        </span>
      </Link>
      <SearchBar keywords={keywords} defaultKeyword={defaultKeyword} />
      <CartButton />
    </header>
  );
}
