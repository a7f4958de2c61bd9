import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT } from '../../contract/constants.ts';
import type { GoodsListItem } from '../api/storefront.server.ts';
import { formatPrice } from '../lib/price.ts';

/** A goods tile: image, name and price; the detail opens in a new window (SPEC §2 route table). */
export function GoodsCard({ goods, children }: { goods: GoodsListItem; children?: ReactNode }) {
  const { t } = useTranslation();
  const href = `/home/details/${goods.id}`;
  return (
    <article className="goods-card">
      <a href={href} target="_blank" rel="noopener" tabIndex={-1} aria-hidden="true">
        <img src={goods.goodsImage} alt="" width={200} height={200} loading="lazy" />
      </a>
      <h3 className="goods-card-name">
        <a href={href} target="_blank" rel="noopener">
          {goods.goodsName}
        </a>
      </h3>
      <p className="goods-card-price">
        {t('goods.price', { price: formatPrice(goods.salePrice) })}
        <span className="tax-included">{t('buying.taxIncluded')}</span>
      </p>
      {goods.quantity > 1 && (
        <p className="goods-card-min">
          {t('buying.minQuantity', { quantity: goods.quantity, unit: goods.unit ?? DEFAULT_UNIT })}
        </p>
      )}
      {children}
    </article>
  );
}
