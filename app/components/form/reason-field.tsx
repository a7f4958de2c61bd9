import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { REMARK_MAX } from '../../../common/constants.ts';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

/**
 * A free-text field of at most REMARK_MAX characters bound to a
 * Conform field: the reason of a cancellation or a rejection, the text of a
 * vetting, the reason of a difference. Its id ties the label, the hint and the error together;
 * it is marked required when the form's schema requires it (the form's `constraint`).
 */
export function ReasonField({
  field,
  label,
  description,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  description?: ReactNode;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: true });
  const autoFocus = useAutoFocusOnRefusal(field);
  return (
    <Textarea
      key={key}
      {...props}
      // The schema owns the rule and its message; the browser's own check would pre-empt it.
      required={undefined}
      withAsterisk={field.required}
      aria-required={field.required || undefined}
      autoFocus={autoFocus}
      label={label}
      description={description}
      error={field.errors?.[0]}
      maxLength={REMARK_MAX}
      autosize
      minRows={3}
    />
  );
}
