import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { REMARK_MAX } from '../../../contract/constants.ts';
import { toLocale } from '../../../contract/messages.ts';
import { cancelOrderSchema } from '../../../contract/schemas/order.ts';
import { DialogTitle } from '../dialog-title.tsx';
import { FormAlert } from '../form/form-alert.tsx';

/**
 * Cancelling an order needs a reason (SPEC §4, §7 rest/order/cancel). The form
 * is a page state of the order detail (`?cancel=1`), so it works without
 * JavaScript; the schema refuses an empty reason in the browser and again on
 * the server.
 */
export function OrderCancelForm({
  orderId,
  lastResult,
  closeHref,
}: {
  orderId: number;
  lastResult: SubmissionResult<string[]> | undefined;
  closeHref: string;
}) {
  const { t, i18n } = useTranslation();
  const schema = cancelOrderSchema(toLocale(i18n.language));
  const [form, fields] = useForm({
    id: 'cancel-order',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.reason, { ariaAttributes: true });
  return (
    <section aria-labelledby="cancel-order-title" className="dialog-panel">
      <DialogTitle id="cancel-order-title">{t('orders.cancelTitle')}</DialogTitle>
      <Text size="sm" mb="sm">
        {t('orders.cancelIntro')}
      </Text>
      <Form method="post" {...getFormProps(form)} aria-labelledby="cancel-order-title">
        <input type="hidden" name="orderId" value={orderId} />
        <FormAlert form={form} />
        <Textarea
          key={reasonKey}
          {...reasonProps}
          // The schema owns the rule and its message; the browser's own check would pre-empt it.
          required={undefined}
          withAsterisk
          label={t('orders.cancelReasonLabel')}
          error={fields.reason.errors?.[0]}
          maxLength={REMARK_MAX}
          autosize
          minRows={3}
        />
        <Group gap="sm" mt="sm">
          <Button type="submit" name="intent" value="cancel" color="red">
            {t('orders.confirmCancel')}
          </Button>
          <Button component={Link} to={closeHref} variant="default">
            {t('orders.keepOrder')}
          </Button>
        </Group>
      </Form>
    </section>
  );
}
