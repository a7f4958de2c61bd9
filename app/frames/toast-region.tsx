import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../components/mantine-markup.tsx';
import type { Toast } from '../toast.server.ts';

const SHOWN_MS = 6000;

/**
 * Toasts of SPEC §5 and §8. Rendered on the server, so a buyer without
 * JavaScript reads them too; errors are an alert, the rest a status message.
 * With JavaScript they fade after a few seconds and can be closed.
 */
export function ToastRegion({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Toast | null>(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    // A named region that is always there and live, so a toast put into it later is announced;
    // each toast is a status (an error an alert) of its own, found by that role alone.
    <section className="toast-region" aria-live="polite" aria-label={t('common.notifications')}>
      {shown && (
        <div className={`toast toast-${shown.type}`} role={shown.type === 'error' ? 'alert' : 'status'}>
          <span>{shown.message}</span>
          <CloseButton label={t('common.close')} onClick={() => setShown(null)} />
        </div>
      )}
    </section>
  );
}
