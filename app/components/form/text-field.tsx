import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type InputType = 'text' | 'password' | 'email' | 'tel' | 'search';

/**
 * A labelled native input bound to a Conform field: its id ties the label, the
 * error and the hint together, and it posts under the SPEC's field name.
 */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  description,
  inputMode,
  maxLength,
  rightSection,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  description?: ReactNode;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  rightSection?: ReactNode;
}) {
  const { key, ...props } = getInputProps(field, { type, ariaAttributes: true });
  const common = {
    ...props,
    // Mantine renders the browser's 'required' itself; the schema owns the rule and its message.
    required: undefined,
    withAsterisk: field.required,
    'aria-required': field.required || undefined,
    label,
    description,
    error: field.errors?.[0],
    autoComplete,
    inputMode,
    maxLength,
    rightSection,
  };
  return type === 'password' ? <PasswordInput key={key} {...common} /> : <TextInput key={key} {...common} />;
}
