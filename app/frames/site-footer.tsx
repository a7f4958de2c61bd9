import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navigationHref } from './main-nav.tsx';
import type { ArticleGroup, NavigationItem } from '../../common/areas/storefront/storefront.ts';

/** The friendly links of SPEC §2 Footer and the navigation index each stands for. */
const FRIENDLY_LINKS = [
  { name: '行家优选', navIndex: 2 },
  { name: '集团采购', navIndex: 3 },
  { name: '清仓特卖', navIndex: 4 },
  { name: '内容资讯', navIndex: 5 },
] as const;

/** Help article columns, friendly links, regulatory badges, record-filing lines, copyright, back to top. */
export function SiteFooter({
  articleGroups,
  navigation,
}: {
  articleGroups: ArticleGroup[];
  navigation: NavigationItem[];
}) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="frame-width">
        <nav className="footer-columns" aria-label={t('footer.help')}>
          {articleGroups.map((group) => (
            <div key={group.id}>
              <h2>{group.name}</h2>
              <ul>
                {group.articleList.map((article) => (
                  <li key={article.id}>
                    <Link to={`/home/helper/${article.id}`}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <nav className="footer-friendly" aria-label={t('footer.friendly')}>
          <span>{t('footer.friendly')}：</span>
          {FRIENDLY_LINKS.map((link) => {
            const item = navigation[link.navIndex];
            return (
              <Link key={link.name} to={item ? navigationHref(item) : '/home/index'}>
                {item?.name ?? link.name}
              </Link>
            );
          })}
        </nav>
        <div className="footer-legal">
          <ul className="footer-badges" aria-label={t('footer.badges')}>
            <li>
              <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
                {t('footer.record')}
              </a>
            </li>
            <li>
              <a href="https://beian.mps.gov.cn/" rel="noopener noreferrer" target="_blank">
                {t('footer.police')}
              </a>
            </li>
            <li>{t('footer.licence')}</li>
          </ul>
          <p>{t('footer.copyright')}</p>
        </div>
      </div>
      <a href="#top" className="back-to-top">
        {t('footer.backToTop')}
      </a>
    </footer>
  );
}
