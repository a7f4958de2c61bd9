import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * Links that switch the language: `?lng=` is read by the i18n middleware and then kept in a cookie.
 * A whole page load: the browser holds only the strings of the pages seen, in one language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const linkTo = (lng: string) => {
    const params = new URLSearchParams(location.search);
    params.set('lng', lng);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <span className="language-switch" role="group" aria-label={t('topbar.language')}>
      {i18n.language === 'en' ? (
        <Link to={linkTo('zh-CN')} lang="zh-CN" hrefLang="zh-CN" reloadDocument>
          {t('topbar.chinese')}
        </Link>
      ) : (
        <Link to={linkTo('en')} lang="en" hrefLang="en" reloadDocument>
          {t('topbar.english')}
        </Link>
      )}
    </span>
  );
}
