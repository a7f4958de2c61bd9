import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { purchaseListQuantitySchema } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

/** One line's quantity, set as typed: a small form of its own in the line's cell. */
export function QuantityForm({
  goodsId,
  name,
  quantity,
  lastResult,
}: {
  goodsId: number;
  name: string;
  quantity: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = purchaseListQuantitySchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: `purchase-list-quantity-${goodsId}`,
    lastResult,
    defaultValue: { goodsId: String(goodsId), quantity: String(quantity) },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const autoFocus = useAutoFocusOnRefusal(fields.quantity);
  const { key: goodsKey, ...goodsProps } = getInputProps(fields.goodsId, { type: 'hidden' });
  const { key: quantityKey, ...quantityProps } = getInputProps(fields.quantity, {
    type: 'number',
    ariaAttributes: true,
  });
  const error = fields.quantity.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="purchase-list-quantity">
      <input key={goodsKey} {...goodsProps} />
      <input
        key={quantityKey}
        {...quantityProps}
        required={undefined}
        aria-required
        aria-label={t('purchaseLists.quantityOf', { name })}
        autoFocus={autoFocus}
        inputMode="numeric"
        className="purchase-list-quantity-input"
      />
      <Button
        type="submit"
        name="intent"
        value="quantity"
        size="xs"
        variant="default"
        aria-label={t('purchaseLists.saveOf', { name })}
      >
        {t('purchaseLists.save')}
      </Button>
      {error && (
        <span id={fields.quantity.errorId} className="purchase-list-error">
          {error}
        </span>
      )}
    </Form>
  );
}
