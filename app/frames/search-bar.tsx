import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { KEYWORD_SEARCH_ID } from '../../common/constants.ts';
import type { SearchKeyword } from '../../common/areas/storefront/storefront.ts';

/** The top search box: a GET form to the keyword goods list, plus the popular keywords as links. */
export function SearchBar({ keywords, defaultKeyword }: { keywords: SearchKeyword[]; defaultKeyword?: string }) {
  const { t } = useTranslation();
  const searchUrl = `/home/goods/${KEYWORD_SEARCH_ID}`;
  return (
    <div className="search-bar">
      <Form method="get" action={searchUrl} role="search" className="search-form">
        <label htmlFor="search-keyword" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-keyword"
          name="keyword"
          type="search"
          className="search-input"
          placeholder={t('search.placeholder')}
          defaultValue={defaultKeyword}
          maxLength={50}
          accessKey="s"
        />
        <button type="submit" className="search-button">
          {t('search.submit')}
        </button>
      </Form>
      <nav className="search-keywords" aria-label={t('search.keywords')}>
        {keywords.map((keyword) => (
          <Link key={keyword.id} to={`${searchUrl}?keyword=${encodeURIComponent(keyword.keyword ?? keyword.name)}`}>
            {keyword.name}
          </Link>
        ))}
      </nav>
    </div>
  );
}
