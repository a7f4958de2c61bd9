import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { PURCHASE_LIST_NAME_MAX, purchaseListNameSchema } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';

/**
 * A list's name, to create a list or rename one: a plain form checked by the schema the backend
 * checks with, in the browser and in the action.
 */
export function NameForm({
  id,
  intent,
  label,
  submit,
  defaultName,
  lastResult,
}: {
  id: string;
  intent: string;
  label: string;
  submit: string;
  defaultName?: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = purchaseListNameSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { name: defaultName },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="purchase-list-form" aria-label={label}>
      <FormAlert form={form} />
      <TextField field={fields.name} label={t('purchaseLists.name')} maxLength={PURCHASE_LIST_NAME_MAX} />
      <div>
        <Button type="submit" name="intent" value={intent}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
