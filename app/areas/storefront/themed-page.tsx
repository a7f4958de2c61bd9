import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoodsCard } from '../../components/goods-card.tsx';
import { Slider } from '../../components/slider.tsx';
import type { Ad, NavigationItem } from '../../../common/areas/storefront/storefront.ts';
import type { CategorySection } from '../../../common/areas/storefront/themed.ts';
import { Title } from '../../components/mantine-markup.tsx';

/** A themed page's own ads (ad.navigation_id) as a carousel; nothing when it has none. */
export function ThemedCarousel({ name, ads, intervalMs }: { name: string; ads: Ad[]; intervalMs: number }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  return (
    <Slider label={t('themed.carousel', { name })} intervalMs={intervalMs} className="home-carousel themed-carousel">
      {ads.map((ad) => (
        <a key={ad.id} href={ad.url || '#main'} className="carousel-slide">
          <img src={ad.image} alt={ad.title} width={1920} height={600} />
        </a>
      ))}
    </Slider>
  );
}

/**
 * A navigation-themed page (SPEC §2): its name, its ads, what the variant adds
 * (children), then a section per category the navigation links to.
 */
export function ThemedPage({
  navigation,
  ads,
  sections,
  intervalMs,
  children,
}: {
  navigation: NavigationItem;
  ads: Ad[];
  sections: CategorySection[];
  intervalMs: number;
  children?: ReactNode;
}) {
  return (
    <div className="themed-page">
      <Title size="h3" className="list-title">
        {navigation.name}
      </Title>
      <ThemedCarousel name={navigation.name} ads={ads} intervalMs={intervalMs} />
      {children}
      <CategorySections sections={sections} />
    </div>
  );
}

/** One section per category the navigation links to, each with a link to that category's whole list. */
function CategorySections({ sections }: { sections: CategorySection[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => {
        const titleId = `section-${section.categoryId}`;
        return (
          <section key={section.categoryId} className="home-block themed-section" aria-labelledby={titleId}>
            <header className="home-block-header">
              <h2 id={titleId} className="section-title">
                {section.categoryName}
              </h2>
              <Link to={`/home/goods/${section.categoryId}`}>
                {t('category.allGoodsOf', { name: section.categoryName })}
              </Link>
            </header>
            {section.goodsList.length > 0 ? (
              <ul className="goods-grid goods-list" aria-label={section.categoryName}>
                {section.goodsList.map((goods) => (
                  <li key={goods.id}>
                    <GoodsCard goods={goods} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">{t('home.noGoods')}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
