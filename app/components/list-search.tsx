import { Button, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * A list's search: a GET form (so a search is a link and works without scripts) with one text
 * box `q` and whatever filters the list adds as `children` (a state select, a kept tab).
 */
export function ListSearch({
  q,
  label,
  placeholder,
  submit,
  className,
  children,
}: {
  q: string | undefined;
  label: string;
  placeholder: string;
  submit: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={className} aria-label={label}>
      <TextInput name="q" defaultValue={q} label={label} placeholder={placeholder} maxLength={40} />
      {children}
      <Button type="submit" variant="default">
        {submit}
      </Button>
    </Form>
  );
}
