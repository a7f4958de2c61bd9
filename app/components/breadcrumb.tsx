import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  to?: string;
}

/** 'Home > … > this page' (SPEC §2): home first, the current page last and marked as such. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/home/index">{t('home.title')}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} aria-current={crumb.to ? undefined : 'page'}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
