import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { listHref } from '../lib/goods-list-url.ts';

/**
 * Page links and a page-size choice, all plain links and a GET form (works without JavaScript).
 * A screen with several paged lists gives each its own `param` (the other lists keep their
 * pages), a `label` that tells the navigations apart, and the `anchor` of its section so a page
 * link opens at that list; it offers one size (`sizes` of one), as one choice could not serve all.
 */
export function Pagination({
  total,
  page,
  limit,
  sizes,
  param = 'page',
  label,
  anchor,
}: {
  total: number;
  page: number;
  limit: number;
  sizes: readonly number[];
  param?: string;
  label?: string;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  const around = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const href = (n: number) =>
    listHref(search, { [param]: n === 1 ? null : String(n) }, true) + (anchor ? `#${anchor}` : '');
  return (
    <nav className="pagination" aria-label={label ?? t('paging.label')}>
      <span className="pagination-total">{t('paging.total', { total })}</span>
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev">
          {t('paging.previous')}
        </Link>
      )}
      {around.map((n, index) => (
        <span key={n}>
          {index > 0 && n - around[index - 1]! > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="pagination-current">
              {n}
            </span>
          ) : (
            <Link to={href(n)} aria-label={t('paging.page', { n })}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={href(page + 1)} rel="next">
          {t('paging.next')}
        </Link>
      )}
      {/* A list of one page size (favourites: 30 only, SPEC §9) has nothing to choose. */}
      {sizes.length > 1 && (
        <Form method="get" className="pagination-size">
          {[...search]
            .filter(([key]) => key !== 'limit' && key !== param)
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <label htmlFor="page-size">{t('paging.size')}</label>
          <select id="page-size" name="limit" defaultValue={String(limit)}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t('paging.perPage', { size })}
              </option>
            ))}
          </select>
          <button type="submit">{t('paging.apply')}</button>
        </Form>
      )}
    </nav>
  );
}
