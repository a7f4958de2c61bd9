import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { REMARK_MAX } from '../../../contract/constants.ts';

/**
 * A required free-text field of at most REMARK_MAX characters bound to a
 * Conform field: the reason of a cancellation or a rejection, the text of a
 * review. Its id ties the label, the hint and the error together.
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
  return (
    <Textarea
      key={key}
      {...props}
      // The schema owns the rule and its message; the browser's own check would pre-empt it.
      required={undefined}
      withAsterisk
      label={label}
      description={description}
      error={field.errors?.[0]}
      maxLength={REMARK_MAX}
      autosize
      minRows={3}
    />
  );
}
