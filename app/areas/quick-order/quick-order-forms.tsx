import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { toLocale } from '../../../common/locale.ts';
import { QUICK_ORDER_TEXT_MAX, quickOrderTextSchema } from '../../../common/areas/quick-order/quick-order.ts';
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
