import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { TextInput } from '../mantine-inputs.tsx';

type InputType = 'text' | 'email' | 'tel' | 'search';

export interface TextFieldProps {
  field: FieldMetadata<string | undefined>;
  label: string;
  autoComplete?: string;
  description?: ReactNode;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
}

/**
 * What a labelled input bound to a Conform field carries: its id ties the label, the error and
 * the hint together, and it posts under the SPEC's field name. The schema owns the rule and its
 * message, so the browser's own `required` is left off and the field is marked instead.
 */
export function useTextFieldProps(
  { field, label, autoComplete, description, inputMode, maxLength }: TextFieldProps,
  type: InputType | 'password',
) {
  const autoFocus = useAutoFocusOnRefusal(field);
  const { key, ...props } = getInputProps(field, { type, ariaAttributes: true });
  return {
    key,
    props: {
      ...props,
      required: undefined,
      withAsterisk: field.required,
      'aria-required': field.required || undefined,
      label,
      description,
      error: field.errors?.[0],
      autoComplete,
      inputMode,
      maxLength,
      autoFocus,
    },
  };
}

/** A labelled native text input bound to a Conform field (passwords: password-field.tsx). */
export function TextField({ type = 'text', ...field }: TextFieldProps & { type?: InputType }) {
  const { key, props } = useTextFieldProps(field, type);
  return <TextInput key={key} {...props} />;
}
