import './goods-reviews.css';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { Pagination } from '../../components/pagination.tsx';
import type { Review } from '../../../common/areas/orders/order-types.ts';

const MAX_RATING = 5;

/**
 * The goods detail's reviews tab (DESIGN.md decision 11): reviews written from
 * completed orders, newest first — rating, text, the reviewer's masked name and
 * the date — paged, or 'no reviews yet'.
 */
export function GoodsReviews({ reviews }: { reviews: { list: Review[]; total: number; page: number; limit: number } }) {
  const { t } = useTranslation();
  if (reviews.total === 0) return <p className="empty-state">{t('detail.noReviews')}</p>;
  return (
    <>
      <p className="goods-reviews-total">{t('orders.reviewsTotal', { total: reviews.total })}</p>
      <ol className="goods-reviews" aria-label={t('orders.reviews')}>
        {reviews.list.map((review) => (
          <li key={review.id}>
            <p className="goods-review-rating">
              <span aria-hidden="true">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(MAX_RATING - review.rating)}
              </span>
              <span className="visually-hidden">{t('orders.ratingOf', { rating: review.rating })}</span>
            </p>
            <p className="goods-review-content">{review.content}</p>
            <p className="goods-review-meta">
              {t('orders.reviewBy', { username: review.username, date: review.createDate })}
            </p>
          </li>
        ))}
      </ol>
      <Pagination total={reviews.total} page={reviews.page} limit={reviews.limit} sizes={TABLE_PAGE_SIZES} />
    </>
  );
}
