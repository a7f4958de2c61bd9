import { useLayoutEffect, useState } from 'react';

/**
 * The state of a list's tick boxes once scripts run. It starts from the server's ticks (the URL's,
 * or a refused form's) and starts again whenever the server names other ones, e.g. after a delete.
 * `boxes` is the boxes' name: a page's scripts start once it has loaded (lib/after-load-scripts.ts),
 * so a buyer may tick or clear boxes before; React hydrates without touching them, but its next
 * render would put them back to the server's ticks (a line cleared would be ordered). Once
 * hydrated, the boxes as the buyer left them are the state.
 */
export function useTicks(fromServer: readonly number[], boxes: string) {
  const serverKey = fromServer.join(',');
  const [state, setState] = useState(() => ({ serverKey, selected: new Set(fromServer) as ReadonlySet<number> }));
  const current = state.serverKey === serverKey;
  if (!current) setState({ serverKey, selected: new Set(fromServer) });

  useLayoutEffect(() => {
    const found = document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${boxes}"]:enabled`);
    const ticked = [...found].filter((box) => box.checked).map((box) => Number(box.value));
    const rendered = state.selected;
    if (ticked.length !== rendered.size || ticked.some((id) => !rendered.has(id)))
      setState((previous) => ({ ...previous, selected: new Set(ticked) }));
    // Once, at hydration: afterwards the boxes and the state change together.
  }, []);

  return {
    selected: current ? state.selected : new Set(fromServer),
    toggle: (id: number, on: boolean) =>
      setState((previous) => {
        const selected = new Set(previous.selected);
        if (on) selected.add(id);
        else selected.delete(id);
        return { ...previous, selected };
      }),
    setAll: (ids: readonly number[]) => setState((previous) => ({ ...previous, selected: new Set(ids) })),
  };
}
