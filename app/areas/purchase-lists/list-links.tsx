import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchaseListSummary } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { PURCHASE_LISTS_PATH, purchaseListHref } from './purchase-lists-url.ts';
import './list-links.css';

export type ListLink = Pick<PurchaseListSummary, 'id' | 'name' | 'lineCount'>;

/** The company's lists as links, beside its past goods on the corporate page, each to be ordered from its page. */
export function PurchaseListLinks({ lists }: { lists: readonly ListLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className="purchase-list-links" aria-labelledby="purchase-list-links-title">
      <h3 id="purchase-list-links-title">{t('purchaseListLink.zone')}</h3>
      {lists.length === 0 ? (
        <p>{t('purchaseListLink.none')}</p>
      ) : (
        <ul>
          {lists.map((list) => (
            <li key={list.id}>
              <Link to={purchaseListHref(list.id)}>{list.name}</Link>{' '}
              {t('purchaseListLink.goods', { count: list.lineCount })}
            </li>
          ))}
        </ul>
      )}
      <Link to={PURCHASE_LISTS_PATH}>{t('purchaseListLink.manage')}</Link>
    </nav>
  );
}
