import { useTranslation } from 'react-i18next';

/** The first stop of the Tab order on every page: straight to the page's own content (#main). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
