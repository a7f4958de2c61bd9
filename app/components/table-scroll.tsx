import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls in, so the page itself never does (WCAG 1.4.10 allows a data
 * table to scroll on its own at 320 CSS px). It is a named region a keyboard can reach, so
 * the hidden columns can be scrolled to with the arrow keys, and a screen reader says what
 * the box holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
