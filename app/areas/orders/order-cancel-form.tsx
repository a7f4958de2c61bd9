import type { SubmissionResult } from '@conform-to/react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { cancelOrderSchema } from '../../../common/areas/orders/order.ts';
import { DialogTitle } from '../../components/dialog-title.tsx';
import { ReasonForm } from '../../components/form/reason-form.tsx';

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
  return (
    <section aria-labelledby="cancel-order-title" className="dialog-panel">
      <DialogTitle id="cancel-order-title">{t('orders.cancelTitle')}</DialogTitle>
      <Text size="sm" mb="sm">
        {t('orders.cancelIntro')}
      </Text>
      <ReasonForm
        id="cancel-order"
        schema={cancelOrderSchema(toLocale(i18n.language))}
        lastResult={lastResult}
        labelledBy="cancel-order-title"
        label={t('orders.cancelReasonLabel')}
        actions={
          <Group gap="sm" mt="sm">
            <Button type="submit" name="intent" value="cancel" color="red">
              {t('orders.confirmCancel')}
            </Button>
            <Button component={Link} to={closeHref} variant="default">
              {t('orders.keepOrder')}
            </Button>
          </Group>
        }
      >
        <input type="hidden" name="orderId" value={orderId} />
      </ReasonForm>
    </section>
  );
}
