import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchKeyword } from '../../common/areas/storefront/storefront.ts';
import { CartButton } from '../areas/cart/cart-button.tsx';
import { Logo } from './logo.tsx';
import { SearchBar } from './search-bar.tsx';

/** Logo, search bar, quick order and cart button of the shop frame. */
export function SiteHeader({ keywords, defaultKeyword }: { keywords: SearchKeyword[]; defaultKeyword?: string }) {
  const { t } = useTranslation();
  return (
    <header className="site-header frame-width">
      <Logo title={t('shop.name')} subtitle={t('shop.slogan')} />
      <SearchBar keywords={keywords} defaultKeyword={defaultKeyword} />
      {/* Clerks with a purchase list go from the search straight to ordering it by codes. */}
      <Link to="/userCenter/quickOrder" className="quick-order-link">
        {t('quickOrderLink.label')}
      </Link>
      <CartButton />
    </header>
  );
}
