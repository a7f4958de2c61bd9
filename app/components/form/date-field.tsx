import type { FieldMetadata } from '@conform-to/react';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { TextInput } from '../mantine-inputs.tsx';

/**
 * A date a person types or picks, posted as `YYYY-MM-DD`: the browser's own date input, with
 * JavaScript and without. Its calendar is the browser's, reachable by keyboard and never over
 * the field's label, and it costs the page no script (docs/decisions/0021).
 */
export function DateField({
  field,
  label,
  max,
  disabled = false,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  max?: string;
  disabled?: boolean;
}) {
  const autoFocus = useAutoFocusOnRefusal(field);
  const error = field.errors?.[0];
  return (
    <TextInput
      key={field.key}
      id={field.id}
      type="date"
      name={field.name}
      label={label}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
      max={max}
      error={error}
      withAsterisk={field.required}
      aria-required={field.required || undefined}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? field.errorId : undefined}
      autoFocus={autoFocus}
    />
  );
}
