import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a buyer typed into a field before the page hydrated. A page's scripts start once it has
 * loaded (lib/after-load-scripts.ts), so on a slow network a buyer may type a quantity first.
 * React hydrates without touching the field, but the first render after (any state change, such
 * as the page becoming hydrated) puts a controlled field back to the server's value: 7 typed
 * would be 100 ordered. Once hydrated, `keep` gets the field's value if it is not `rendered`.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  rendered: string,
  keep: (typed: string) => void,
) {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== rendered) keep(typed);
    // Once, at hydration: afterwards the field and its state change together.
  }, []);
}
