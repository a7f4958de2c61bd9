import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { DialogTitle } from './dialog-title.tsx';

/**
 * The confirmation step before deleting something: a page state of its own
 * (e.g. `?delete={id}`), so deleting takes two deliberate steps with or without
 * JavaScript. `children` says what goes; the form posts its intent (`delete`
 * unless another confirmation borrows it, e.g. applying for certification) and,
 * when given, the record's `id`.
 */
export function DeleteConfirmation({
  titleId,
  title,
  recordId,
  intent = 'delete',
  tone = 'danger',
  confirmLabel,
  cancelLabel,
  cancelHref,
  children,
}: {
  titleId: string;
  title: string;
  recordId?: number;
  intent?: string;
  tone?: 'danger' | 'primary';
  confirmLabel: string;
  cancelLabel: string;
  cancelHref: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="dialog-panel">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      <Form method="post" aria-labelledby={titleId}>
        {recordId !== undefined && <input type="hidden" name="id" value={recordId} />}
        <Group gap="sm">
          <Button type="submit" name="intent" value={intent} color={tone === 'danger' ? 'red' : undefined}>
            {confirmLabel}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            {cancelLabel}
          </Button>
        </Group>
      </Form>
    </section>
  );
}
