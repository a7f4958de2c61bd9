import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from './form-alert.tsx';
import { ReasonField } from './reason-field.tsx';

/**
 * A form that asks for a reason before doing something (cancel an order,
 * reject a purchase): `children` says what it is about (a heading, the hidden
 * ids and intent), then the form's first message, the reason, and `actions`.
 * It posts without JavaScript; `schema` checks it in the browser and again on
 * the server.
 */
export function ReasonForm({
  id,
  schema,
  lastResult,
  labelledBy,
  label,
  actions,
  children,
}: {
  id: string;
  schema: z.ZodType<{ reason: string }>;
  lastResult: SubmissionResult<string[]> | undefined;
  labelledBy: string;
  label: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const [form, fields] = useForm<{ reason: string }>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={labelledBy}>
      {children}
      <FormAlert form={form} />
      <ReasonField field={fields.reason} label={label} />
      {actions}
    </Form>
  );
}
