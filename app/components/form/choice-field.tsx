import type { FieldMetadata } from '@conform-to/react';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { Radio } from '../mantine-choices.tsx';
import { Group } from '../mantine-layout.tsx';

/**
 * One of a few choices as native radios in a fieldset, which post without JavaScript: the
 * legend names the question, each radio its answer; the error is tied to the group.
 */
export function ChoiceField({
  field,
  label,
  options,
  required = true,
  onChange,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly (readonly [value: string, text: string])[];
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const autoFocus = useAutoFocusOnRefusal(field);
  const error = field.errors?.[0];
  return (
    <fieldset className="choice-field" aria-describedby={error ? field.errorId : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <Group gap="lg">
        {options.map(([value, text], index) => (
          <Radio
            key={value}
            name={field.name}
            value={value}
            label={text}
            defaultChecked={field.initialValue === value}
            id={`${field.id}-${value}`}
            autoFocus={(autoFocus && index === 0) || undefined}
            onChange={onChange ? () => onChange(value) : undefined}
          />
        ))}
      </Group>
      {error && (
        <p id={field.errorId} className="choice-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
