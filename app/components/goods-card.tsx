import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT } from '../../common/constants.ts';
import { useGoodsWords } from '../lib/goods-words.ts';
import { formatPrice } from '../lib/price.ts';
import type { GoodsListItem } from '../../common/areas/catalogue/goods.ts';

/**
 * A goods tile: image, name and price; the detail opens in a new window (SPEC §2 route table).
 * The name is a heading one level below the section the card sits in: h3 under a
 * section's h2, h2 where the cards follow the page's h1 directly.
 */
export function GoodsCard({
  goods,
  headingLevel = 3,
  children,
}: {
  goods: GoodsListItem;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const words = useGoodsWords();
  const href = `/home/details/${goods.id}`;
  return (
    <article className="goods-card">
      <a href={href} target="_blank" rel="noopener" tabIndex={-1} aria-hidden="true">
        <img src={goods.goodsImage} alt="" width={200} height={200} loading="lazy" />
      </a>
      <Heading className="goods-card-name">
        <a href={href} target="_blank" rel="noopener">
          {goods.goodsName}
        </a>
      </Heading>
      <p className="goods-card-price">
        {/* The buyer's company's own price (协议价): marked, the list price struck through beside it. */}
        {goods.listPrice !== undefined && <span className="company-price-tag">{t('companyPrice.tag')}</span>}
        {t('goods.price', { price: formatPrice(goods.salePrice) })}
        <span className="tax-included">{t('buying.taxIncluded')}</span>
        {goods.listPrice !== undefined && (
          <s className="list-price">{t('companyPrice.listPrice', { price: formatPrice(goods.listPrice) })}</s>
        )}
      </p>
      {/* A list from another backend may not say its stock: then nothing is marked. */}
      {goods.inventory !== undefined && goods.inventory <= 0 && (
        <p className="goods-card-stock">{t('buying.outOfStock')}</p>
      )}
      {goods.quantity > 1 && (
        <p className="goods-card-min">
          {t('buying.minQuantity', {
            quantity: goods.quantity,
            unit: words.unit(goods.unit ?? DEFAULT_UNIT, goods.quantity),
          })}
        </p>
      )}
      {children}
    </article>
  );
}
