import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HOTLINE } from '../../common/constants.ts';
import { CategoryMenu } from './category-menu.tsx';
import type { CategoryNode, NavigationItem } from '../../common/areas/storefront/storefront.ts';

/**
 * Where a top navigation item goes (SPEC §2): its url plus /{id}, or only the
 * url for the home page — and for a url that already names its page (/home/goods/all).
 */
export function navigationHref(item: NavigationItem): string {
  const complete = item.url === '/home/index' || /^\/home\/\w+\/[^/]+$/.test(item.url);
  return complete ? item.url : `${item.url}/${item.id}`;
}

/** The category menu, the server's navigation items and the hotline. */
export function MainNav({
  categories,
  navigation,
  menuOpen,
}: {
  categories: CategoryNode[];
  navigation: NavigationItem[];
  menuOpen: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="main-nav">
      <div className="frame-width main-nav-inner">
        <CategoryMenu categories={categories} open={menuOpen} />
        <nav aria-label={t('nav.main')} className="main-nav-items">
          {navigation.map((item) => (
            // NavLink marks the current item (aria-current), and a click on it changes nothing.
            <NavLink key={item.id} to={navigationHref(item)} end prefetch="intent">
              {item.name}
            </NavLink>
          ))}
        </nav>
        <aside className="main-nav-hotline" aria-label={t('a11y.hotline')}>
          {t('nav.hotline', { phone: HOTLINE })}
        </aside>
      </div>
    </div>
  );
}
