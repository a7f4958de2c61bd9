import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Puts focus on `target` (a heading with tabIndex -1) when the page arrives by a navigation in
 * the browser — a link followed, a form whose action redirected here, a wizard's next step —
 * and focus was lost with the control that led here: a submit button disabled while it worked
 * and then removed leaves focus on the page itself, and a keyboard or screen-reader user would
 * start again from the top. Each new location is an arrival, also to the same screen (a step,
 * an action that redirected back). A first load or Back keeps the browser's own focus, and so
 * does a focus that is still somewhere in the page (a dialog that took it, a field).
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>) {
  const navigationType = useNavigationType();
  const arrival = useLocation().key;
  useEffect(() => {
    if (navigationType === 'POP') return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || isDisabled(active);
    if (lost) target.current?.focus();
    // Only an arrival moves focus, never another render of the same page.
  }, [arrival, navigationType, target]);
}

function isDisabled(element: Element) {
  return element instanceof HTMLButtonElement && element.disabled;
}
