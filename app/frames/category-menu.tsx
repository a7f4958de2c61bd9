import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CategoryNode } from '../../common/areas/storefront/storefront.ts';

/**
 * 产品分类 (SPEC §2 Main navigation): a three-level tree. Open on the home page;
 * elsewhere it opens on hover and on keyboard focus, in CSS alone, so it works
 * without JavaScript. A first-level item shows its children beside it; a
 * second-level link goes to /home/cate/{id}, a third-level one to /home/goods/{id}.
 */
export function CategoryMenu({ categories, open }: { categories: CategoryNode[]; open: boolean }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  // After a client-side navigation the clicked link keeps focus, which would hold the
  // menu open over the new page: let it go, as a full page load would.
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (menu.current?.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  }, [pathname]);
  return (
    <nav ref={menu} className={`category-menu${open ? ' is-open' : ''}`} aria-label={t('nav.categories')}>
      <a href="#category-menu-list" className="category-menu-title" aria-haspopup="true">
        {t('nav.categories')}
      </a>
      <ul id="category-menu-list" className="category-menu-list">
        {categories.map((top) => (
          <li key={top.id} className="category-top">
            <a href={`#category-${top.id}`} className="category-top-link">
              {top.smallIcon && <img src={top.smallIcon} alt="" width={18} height={18} loading="lazy" />}
              {top.categoryName}
            </a>
            <div id={`category-${top.id}`} className="category-flyout">
              {top.children.map((second) => (
                <dl key={second.id} className="category-group">
                  <dt>
                    <Link to={`/home/cate/${second.id}`}>{second.categoryName}</Link>
                  </dt>
                  <dd>
                    {second.children.map((third) => (
                      <Link key={third.id} to={`/home/goods/${third.id}`}>
                        {third.categoryName}
                      </Link>
                    ))}
                  </dd>
                </dl>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
