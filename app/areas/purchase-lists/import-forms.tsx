import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { QUICK_ORDER_TEXT_MAX, quickOrderTextSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

type Result = SubmissionResult<string[]> | undefined;

/** Pasted lines into the list, read as a quick order reads them; the same schema checks them in the action. */
export function ImportTextForm({ lastResult }: { lastResult: Result }) {
  const { t, i18n } = useTranslation();
  const schema = quickOrderTextSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'purchase-list-import',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const autoFocus = useAutoFocusOnRefusal(fields.text);
  const { key, ...textProps } = getTextareaProps(fields.text, { ariaAttributes: true });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="purchase-list-form"
      aria-labelledby="purchase-list-import-title"
    >
      <h2 id="purchase-list-import-title" className="purchase-lists-subtitle">
        {t('purchaseLists.importTitle')}
      </h2>
      <FormAlert form={form} />
      <Textarea
        key={key}
        {...textProps}
        required={undefined}
        withAsterisk
        aria-required
        label={t('purchaseLists.importText')}
        description={t('purchaseLists.importHint')}
        error={fields.text.errors?.[0]}
        autoFocus={autoFocus}
        maxLength={QUICK_ORDER_TEXT_MAX}
        rows={6}
        spellCheck={false}
        autoComplete="off"
        classNames={{ input: 'purchase-list-text' }}
      />
      <div>
        <Button type="submit" name="intent" value="import">
          {t('purchaseLists.importSubmit')}
        </Button>
      </div>
    </Form>
  );
}
