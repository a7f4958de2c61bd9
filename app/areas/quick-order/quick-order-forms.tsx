import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { toLocale } from '../../../common/locale.ts';
import {
  QUICK_ORDER_FILE_ACCEPT,
  QUICK_ORDER_TEXT_MAX,
  quickOrderFileSchema,
  quickOrderTextSchema,
} from '../../../common/areas/quick-order/quick-order.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';
import { LiveCheck, useLiveCheck } from './live-check.tsx';

type Result = SubmissionResult<string[]> | undefined;

/**
 * The pasted lines: a plain form that posts for a review; with JavaScript each line is also
 * checked as it is typed. The shared schema checks the text in the browser and in the action.
 */
export function TextForm({ lastResult }: { lastResult: Result }) {
  const { t, i18n } = useTranslation();
  const schema = quickOrderTextSchema(toLocale(i18n.language));
  const hydrated = useHydrated();
  const refused = useRefusedSubmit();
  const live = useLiveCheck();
  const [form, fields] = useForm({
    id: 'quick-order-text',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { key, ...textProps } = getTextareaProps(fields.text, { ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="quick-order-form" aria-labelledby="quick-order-title">
      <FormAlert form={form} />
      <Textarea
        key={key}
        {...textProps}
        required={undefined}
        withAsterisk
        aria-required
        label={t('quickOrder.textLabel')}
        description={t('quickOrder.textHint')}
        error={fields.text.errors?.[0]}
        autoFocus={autoFocusFor(fields.text, refused)}
        maxLength={QUICK_ORDER_TEXT_MAX}
        rows={10}
        spellCheck={false}
        autoComplete="off"
        classNames={{ input: 'quick-order-text' }}
        onInput={(event) => live.onText(event.currentTarget.value)}
      />
      {hydrated && <LiveCheck check={live.check} busy={live.busy} />}
      <div>
        <Button type="submit" name="intent" value="check">
          {t('quickOrder.check')}
        </Button>
      </div>
    </Form>
  );
}

/** The same from an .xlsx or .csv file: a multipart form that posts with or without JavaScript. */
export function FileForm({ lastResult }: { lastResult: Result }) {
  const { t, i18n } = useTranslation();
  const schema = quickOrderFileSchema(toLocale(i18n.language));
  const refused = useRefusedSubmit();
  const [form, fields] = useForm({
    id: 'quick-order-file',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const error = fields.file.errors?.[0];
  const hintId = `${fields.file.id}-hint`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="quick-order-form"
      aria-labelledby="quick-order-file-title"
    >
      <h2 id="quick-order-file-title" className="quick-order-subtitle">
        {t('quickOrder.fileTitle')}
      </h2>
      <FormAlert form={form} />
      <label htmlFor={fields.file.id} className="quick-order-file-label">
        {t('quickOrder.fileLabel')}
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
        {t('quickOrder.fileHint')}
      </Text>
      {error && (
        <p id={fields.file.errorId} className="quick-order-file-error">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" name="intent" value="upload" variant="default">
          {t('quickOrder.upload')}
        </Button>
      </div>
    </Form>
  );
}
