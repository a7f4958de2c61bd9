import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The shop's mark, linking home; the frames differ only in the words beside it. */
export function Logo({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/home/index" className="logo" aria-label={t('shop.name')}>
      <span className="logo-mark" aria-hidden="true">
        采
      </span>
      <span className="logo-text">
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </span>
    </Link>
  );
}
