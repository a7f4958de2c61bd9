import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

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
  const { t } = useTranslation();
  const autoFocus = useAutoFocusOnRefusal(field);
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
    autoFocus,
  };
  return type === 'password' ? (
    // Mantine takes the show-password toggle out of the Tab order and names it in English.
    <PasswordInput
      key={key}
      {...common}
      visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('a11y.showPassword') }}
    />
  ) : (
    <TextInput key={key} {...common} />
  );
}
