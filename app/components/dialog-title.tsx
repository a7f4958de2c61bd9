import { Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a dialog rendered in the page (a search-param state). When it
 * appears, focus moves to it, so a keyboard or screen-reader user lands in the
 * dialog; without JavaScript the page simply loads with the dialog on top.
 */
export function DialogTitle({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Title order={2} size="h4" id={id} ref={ref} tabIndex={-1} className="dialog-title">
      {children}
    </Title>
  );
}
