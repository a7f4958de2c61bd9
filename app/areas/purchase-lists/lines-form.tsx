import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { LINES_FORM_ID, linesFormSchema } from './lines-schema.ts';

/**
 * The buttons over the ticked lines: order them, order the whole list (both through the quick
 * order's review), or, where the caller may change the list, remove them. The ticks are the
 * table's; an empty choice is told in the alert and the first tick takes focus.
 */
export function LinesForm({
  editable,
  lastResult,
}: {
  editable: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = linesFormSchema(toLocale(i18n.language));
  const [form] = useForm({
    id: LINES_FORM_ID,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="purchase-list-form" aria-label={t('purchaseLists.lines')}>
      <FormAlert form={form} />
      <div className="purchase-list-actions">
        <Button type="submit" name="intent" value="order">
          {t('purchaseLists.orderTicked')}
        </Button>
        <Button type="submit" name="intent" value="orderAll" variant="default">
          {t('purchaseLists.orderAll')}
        </Button>
        {editable && (
          <Button type="submit" name="intent" value="remove" variant="default">
            {t('purchaseLists.removeTicked')}
          </Button>
        )}
      </div>
    </Form>
  );
}
