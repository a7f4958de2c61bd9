import './punchout.css';
import { useTranslation } from 'react-i18next';
import type { PunchoutCurrent } from '../../../common/areas/punchout/index.ts';

/** Above every shop page while a procurement system's session is open: where the cart will go, and how. */
export function PunchoutBanner({ current }: { current: PunchoutCurrent | null }) {
  const { t } = useTranslation();
  if (!current) return null;
  return (
    <aside className="punchout-banner" aria-label={t('punchout.title')}>
      <p className="frame-width">{t('punchout.banner', { host: current.hookHost })}</p>
    </aside>
  );
}
