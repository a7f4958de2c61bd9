import { useState } from 'react';

/**
 * The state of a list's tick boxes once scripts run. It starts from the server's ticks (the URL's,
 * or a refused form's) and starts again whenever the server names other ones, e.g. after a delete.
 */
export function useTicks(fromServer: readonly number[]) {
  const serverKey = fromServer.join(',');
  const [state, setState] = useState(() => ({ serverKey, selected: new Set(fromServer) as ReadonlySet<number> }));
  const current = state.serverKey === serverKey;
  if (!current) setState({ serverKey, selected: new Set(fromServer) });
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
