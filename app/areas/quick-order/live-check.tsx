import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickOrderCheck } from '../../../common/areas/quick-order/quick-order.ts';
import { lineWords, tally } from './line-words.ts';

/** The check route the screen asks as one types; a plain fetch, so no page data is loaded again. */
export const CHECK_PATH = '/userCenter/quickOrder/check';
/** How long typing must pause before the lines are checked. */
const PAUSE_MS = 500;
/** The lines that cannot go in are listed up to this many; the review lists them all. */
const SHOWN_MAX = 20;

/**
 * With JavaScript, the pasted lines checked as they are typed: how many can go into the cart and
 * the first that cannot, with why. Only the summary is announced, once typing pauses.
 */
export function useLiveCheck() {
  const [check, setCheck] = useState<QuickOrderCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );
  const onText = (text: string) => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    if (text.trim() === '') {
      setCheck(null);
      setBusy(false);
      return;
    }
    setBusy(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      fetch(CHECK_PATH, { method: 'POST', body: new URLSearchParams({ text }), signal: controller.signal })
        .then(async (response) => (response.ok ? ((await response.json()) as QuickOrderCheck) : null))
        .then((answer) => {
          setCheck(answer);
          setBusy(false);
        })
        // The network failed or the answer was no check (an ended session): the submit still checks
        // everything. A newer check that replaced this one says its own state.
        .catch(() => {
          if (!controller.signal.aborted) setBusy(false);
        });
    }, PAUSE_MS);
  };
  return { check, busy, onText };
}

export function LiveCheck({ check, busy }: { check: QuickOrderCheck | null; busy: boolean }) {
  const { t } = useTranslation();
  const bad = check?.lines.filter((line) => line.outcome !== 'found') ?? [];
  const counts = check ? tally(check.lines) : null;
  return (
    <section className="quick-order-live" aria-labelledby="quick-order-live-title">
      <h2 id="quick-order-live-title" className="quick-order-live-title">
        {t('quickOrder.live')}
      </h2>
      <p role="status" className="quick-order-live-summary">
        {busy ? t('quickOrder.liveChecking') : counts ? t('quickOrder.summary', counts) : t('quickOrder.liveIdle')}
      </p>
      {check?.headerSkipped && <p>{t('quickOrder.headerSkipped')}</p>}
      {check?.cutAt && <p>{t('quickOrder.cutAt', { line: check.cutAt })}</p>}
      {bad.length > 0 && (
        <ul className="quick-order-live-list">
          {bad.slice(0, SHOWN_MAX).map((line) => (
            <li key={line.line}>
              <strong>
                {t('quickOrder.line')} {line.line} · {line.code}
              </strong>{' '}
              {lineWords(t, line).join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
