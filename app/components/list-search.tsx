import { Button, NativeSelect, TextInput } from '@mantine/core';
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

/** A list's state filter inside its search: every state the list can show, after 'all'. */
export function StateFilter({
  name,
  value,
  label,
  all,
  states,
}: {
  name: string;
  value: string;
  label: string;
  all: string;
  states: { value: number; label: string }[];
}) {
  return (
    <NativeSelect
      name={name}
      defaultValue={value}
      label={label}
      data={[{ value: '', label: all }, ...states.map((state) => ({ value: String(state.value), label: state.label }))]}
    />
  );
}
