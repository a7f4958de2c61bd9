import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { evaluateSchema } from '../../../common/areas/orders/order.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { formConstraint } from '../../lib/forms.ts';
import { ReasonField } from '../../components/form/reason-field.tsx';
import type { OrderLine } from '../../../common/areas/orders/order-types.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review of one goods line (rest/order/evaluate): a rating of 1–5 as radio
 * buttons in a fieldset, and the review text (required, at most 300 characters),
 * checked by the same schema in the browser, the web server and the backend.
 */
export function ReviewForm({
  orderId,
  line,
  lastResult,
}: {
  orderId: number;
  line: OrderLine;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = evaluateSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: `review-form-${line.id}`,
    lastResult,
    // The review's text is required: marked from the schema that checks it.
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const ratingError = fields.rating.errors?.[0];
  const chosen = fields.rating.initialValue;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={t('orders.reviewFormOf', { name: line.goodsName })}
      className="review-form"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="goodsId" value={line.goodsId} />
      <FormAlert form={form} />
      <fieldset
        className="review-rating"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? fields.rating.errorId : undefined}
      >
        <legend>
          {t('orders.rating')}
          <span className="review-required" aria-hidden="true">
            *
          </span>
        </legend>
        {RATINGS.map((n) => (
          <label key={n} className="review-star">
            <input type="radio" name={fields.rating.name} value={n} defaultChecked={chosen === String(n)} />
            {t('orders.stars', { n })}
          </label>
        ))}
      </fieldset>
      {ratingError && (
        <p id={fields.rating.errorId} className="review-error">
          {ratingError}
        </p>
      )}
      <ReasonField field={fields.content} label={t('orders.content')} description={t('orders.contentHint')} />
      <Button type="submit" mt="sm">
        {t('orders.submitReview')}
      </Button>
    </Form>
  );
}
