import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { formConstraint } from '../../lib/forms.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';

/** One field of a console form. */
export interface ActionField {
  name: string;
  label: string;
  type?: 'text' | 'textarea' | 'date' | 'password' | 'number' | 'tel';
  description?: string;
  defaultValue?: string;
  autoComplete?: string;
}

/**
 * One allowed action as one plain form: hidden `intent` and `seen` (the state the
 * page showed, so a second hand gets 10060), its fields, and a submit button. The shared
 * schema checks it in the browser with JavaScript and again in the route's action without.
 */
export function ActionForm({
  id,
  intent,
  seen,
  schema,
  lastResult,
  fields,
  submit,
  hidden = {},
  tone = 'primary',
  className,
  extra,
  compact = false,
  submitHint,
}: {
  id: string;
  intent: string;
  seen?: string | number;
  schema: z.ZodType;
  lastResult?: SubmissionResult<string[]> | null;
  fields: ActionField[];
  submit: string;
  hidden?: Record<string, string | number>;
  tone?: 'primary' | 'danger';
  className?: string;
  /** Controls the field list cannot describe (the roles' checkboxes), before the submit button. */
  extra?: ReactNode;
  /** In a table row: the labels are for screen readers only, the row says what the field is. */
  compact?: boolean;
  /** Words only a screen reader hears after the submit's, telling apart the rows' same buttons. */
  submitHint?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const refused = useRefusedSubmit();
  const [form, inputs] = useForm({
    id,
    lastResult,
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: Object.fromEntries(
      fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.name, f.defaultValue]),
    ),
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('formId') === id;
  return (
    <Form method="post" {...getFormProps(form)} className={className ?? 'console-action'}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={id} />
      {seen !== undefined && <input type="hidden" name="seen" value={String(seen)} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <FormAlert form={form} />
      {fields.map((spec) => {
        const field = inputs[spec.name as keyof typeof inputs]!;
        // Conform's key changes when the form resets (to remount the control) and is unset before
        // that; the field's name keeps each control's key unique in the list meanwhile.
        const fieldKey = (key: string | undefined) => `${spec.name}-${key ?? ''}`;
        const common = {
          label: spec.label,
          description: spec.description,
          error: field.errors?.[0],
          withAsterisk: field.required,
          // The asterisk is hidden from screen readers; this says it to them.
          'aria-required': field.required || undefined,
          autoComplete: spec.autoComplete,
          classNames: compact ? { label: 'visually-hidden' } : undefined,
          autoFocus: autoFocusFor(field, refused),
        };
        if (spec.type === 'textarea') {
          const { key, ...props } = getTextareaProps(field, { ariaAttributes: true });
          return <Textarea key={fieldKey(key)} {...props} {...common} required={undefined} autosize minRows={2} />;
        }
        const type = spec.type ?? 'text';
        const { key, ...props } = getInputProps(field, {
          type: type === 'number' ? 'text' : type,
          ariaAttributes: true,
        });
        return type === 'password' ? (
          <PasswordInput
            key={fieldKey(key)}
            {...props}
            {...common}
            required={undefined}
            visibilityToggleButtonProps={{ tabIndex: 0, 'aria-label': t('a11y.showPassword') }}
          />
        ) : (
          <TextInput
            key={fieldKey(key)}
            {...props}
            {...common}
            required={undefined}
            inputMode={type === 'number' ? 'decimal' : undefined}
          />
        );
      })}
      {extra}
      <Button type="submit" loading={busy} color={tone === 'danger' ? 'red' : undefined} className="console-submit">
        {submit}
        {submitHint && <span className="visually-hidden">{submitHint}</span>}
      </Button>
    </Form>
  );
}
