import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { BRANDS_SHOWN_FIRST } from '../../../common/constants.ts';
import { chosenFilters, listHref, withFilter } from '../../lib/goods-list-url.ts';
import type { BrandList, ParameterList } from '../../../common/areas/catalogue/category.ts';

const PARAMETERS_SHOWN_FIRST = 4;

/** The chosen filters as closable tags, and 'clear all' (SPEC §2 Goods list). */
export function ChosenFilters({ brands }: { brands: BrandList }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filters = chosenFilters(search);
  const brandId = search.get('brandId');
  const brand = brands.goodsBrandList.find((item) => String(item.id) === brandId);
  const price =
    search.get('startPrice') && search.get('endPrice') ? `${search.get('startPrice')}–${search.get('endPrice')}` : null;
  if (filters.length === 0 && !brand && !price) return null;
  return (
    <div className="chosen-filters" aria-label={t('list.chosen')} role="group">
      <span>{t('list.chosen')}：</span>
      {brand && (
        <Link
          to={listHref(search, { brandId: null })}
          className="filter-tag"
          aria-label={t('list.remove', { name: brand.name })}
        >
          {t('list.brand')}：{brand.name} ×
        </Link>
      )}
      {filters.map((filter) => (
        <Link
          key={filter.name}
          to={listHref(search, { categoryParam: withFilter(filters, filter.name, null) })}
          className="filter-tag"
          aria-label={t('list.remove', { name: `${filter.name}：${filter.tag}` })}
        >
          {filter.name}：{filter.tag} ×
        </Link>
      ))}
      {price && (
        <Link
          to={listHref(search, { startPrice: null, endPrice: null })}
          className="filter-tag"
          aria-label={t('list.remove', { name: price })}
        >
          {t('list.price')}：{price} ×
        </Link>
      )}
      <Link
        to={listHref(search, { brandId: null, categoryParam: null, startPrice: null, endPrice: null, letter: null })}
      >
        {t('list.clearAll')}
      </Link>
    </div>
  );
}

/** Brands by first letter ('all brands', a letter, 'unlimited'), the first 8 shown, the rest behind 'more'. */
export function BrandFilter({ brands }: { brands: BrandList }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const letter = search.get('letter');
  const chosenId = search.get('brandId');
  const shown = letter ? brands.goodsBrandList.filter((brand) => brand.letter === letter) : brands.goodsBrandList;
  const link = (brand: { id: number; name: string }) => (
    <Link
      key={brand.id}
      to={listHref(search, { brandId: String(brand.id) })}
      aria-current={String(brand.id) === chosenId ? 'true' : undefined}
    >
      {brand.name}
    </Link>
  );
  return (
    <div className="filter-row" role="group" aria-labelledby="filter-brand">
      <span id="filter-brand" className="filter-name">
        {t('list.brand')}
      </span>
      <div className="filter-values">
        <nav className="brand-letters" aria-label={t('list.brandLetters')}>
          <Link to={listHref(search, { letter: null }, true)} aria-current={!letter ? 'true' : undefined}>
            {t('list.allBrands')}
          </Link>
          {brands.firstLetterList.map((item) => (
            <Link
              key={item}
              to={listHref(search, { letter: item }, true)}
              aria-current={item === letter ? 'true' : undefined}
            >
              {item}
            </Link>
          ))}
          <Link to={listHref(search, { brandId: null, letter: null })}>{t('list.unlimited')}</Link>
        </nav>
        <div className="filter-links">{shown.slice(0, BRANDS_SHOWN_FIRST).map(link)}</div>
        {shown.length > BRANDS_SHOWN_FIRST && (
          <details className="filter-more">
            <summary>{t('list.more')}</summary>
            <div className="filter-links">{shown.slice(BRANDS_SHOWN_FIRST).map(link)}</div>
          </details>
        )}
      </div>
    </div>
  );
}

/** A row of values per parameter (材质, 规格 …); rows beyond the first few sit behind more/collapse. */
export function ParameterFilters({ parameters }: { parameters: ParameterList['productParameterList'] }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filters = chosenFilters(search);
  const open = parameters.filter((parameter) => !filters.some((filter) => filter.name === parameter.name));
  const row = (parameter: ParameterList['productParameterList'][number]) => (
    <div key={parameter.name} className="filter-row" role="group" aria-labelledby={`filter-${parameter.name}`}>
      <span id={`filter-${parameter.name}`} className="filter-name">
        {parameter.name}
      </span>
      <div className="filter-links">
        {parameter.valueList.map((tag) => (
          <Link key={tag} to={listHref(search, { categoryParam: withFilter(filters, parameter.name, tag) })}>
            {tag}
          </Link>
        ))}
      </div>
    </div>
  );
  return (
    <>
      {open.slice(0, PARAMETERS_SHOWN_FIRST).map(row)}
      {open.length > PARAMETERS_SHOWN_FIRST && (
        <details className="filter-more-rows">
          <summary>{t('list.moreFilters')}</summary>
          {open.slice(PARAMETERS_SHOWN_FIRST).map(row)}
        </details>
      )}
    </>
  );
}

const SORTS = [
  { key: 'update_date', label: 'list.sortDefault' },
  { key: 'browse_count', label: 'list.sortPopularity' },
  { key: 'sale_count', label: 'list.sortSales' },
  { key: 'sale_price', label: 'list.sortPrice' },
] as const;

/** Sort tabs and the price range (applied only when both ends are filled, SPEC §5). */
export function SortBar() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const current = search.get('orderName') ?? 'update_date';
  const ascending = search.get('isAsc') === 'true';
  return (
    <div className="sort-bar">
      <nav aria-label={t('list.sort')} className="sort-tabs">
        {SORTS.map((sort) => {
          const active = current === sort.key;
          // Price toggles between ascending and descending; the others sort descending (SPEC §4).
          const nextAsc = sort.key === 'sale_price' && active ? !ascending : false;
          return (
            <Link
              key={sort.key}
              to={listHref(search, {
                orderName: sort.key === 'update_date' ? null : sort.key,
                isAsc: nextAsc ? 'true' : null,
              })}
              aria-current={active ? 'true' : undefined}
            >
              {t(sort.label)}
              {sort.key === 'sale_price' && active ? (ascending ? ' ↑' : ' ↓') : ''}
            </Link>
          );
        })}
      </nav>
      <Form method="get" className="price-filter" aria-label={t('list.price')}>
        {[...search]
          .filter(([key]) => !['startPrice', 'endPrice', 'page', 'lng'].includes(key))
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <label htmlFor="start-price" className="visually-hidden">
          {t('list.minPrice')}
        </label>
        <input
          id="start-price"
          name="startPrice"
          type="number"
          min={0}
          step="0.0001"
          placeholder={t('list.minPrice')}
          defaultValue={search.get('startPrice') ?? ''}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor="end-price" className="visually-hidden">
          {t('list.maxPrice')}
        </label>
        <input
          id="end-price"
          name="endPrice"
          type="number"
          min={0}
          step="0.0001"
          placeholder={t('list.maxPrice')}
          defaultValue={search.get('endPrice') ?? ''}
        />
        <button type="submit">{t('list.applyPrice')}</button>
      </Form>
    </div>
  );
}
