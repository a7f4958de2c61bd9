import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { QUICK_ORDER_FILE_ACCEPT, quickOrderFileSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';
import { FormAlert } from './form-alert.tsx';
import './lines-file-form.css';

/** What the form says, in the words of the screen that places it. */
export interface LinesFileWords {
  title: string;
  label: string;
  hint: string;
  submit: string;
}

/**
 * Lines of goods and quantities from an .xlsx or .csv file, read as a quick order reads them (the
 * quick order and a purchase list's import): a multipart form that posts with or without
 * JavaScript, checked by the shared schema in the browser and in the action, the field taking
 * focus when it is refused.
 */
export function LinesFileForm({
  id,
  intent,
  lastResult,
  words,
  className,
  titleClassName,
}: {
  id: string;
  intent: string;
  lastResult: SubmissionResult<string[]> | undefined;
  words: LinesFileWords;
  className: string;
  titleClassName: string;
}) {
  const { i18n } = useTranslation();
  const schema = quickOrderFileSchema(toLocale(i18n.language));
  const refused = useRefusedSubmit();
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const error = fields.file.errors?.[0];
  const titleId = `${id}-title`;
  const hintId = `${fields.file.id}-hint`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={className}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={titleClassName}>
        {words.title}
      </h2>
      <FormAlert form={form} />
      <label htmlFor={fields.file.id} className="lines-file-label">
        {words.label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={fields.file.id}
        type="file"
        name={fields.file.name}
        accept={QUICK_ORDER_FILE_ACCEPT}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fields.file.errorId} ${hintId}` : hintId}
        autoFocus={autoFocusFor(fields.file, refused)}
      />
      <Text id={hintId} size="xs" c="dimmed">
        {words.hint}
      </Text>
      {error && (
        <p id={fields.file.errorId} className="lines-file-error">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" name="intent" value={intent} variant="default">
          {words.submit}
        </Button>
      </div>
    </Form>
  );
}
