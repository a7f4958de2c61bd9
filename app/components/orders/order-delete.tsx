import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { DialogTitle } from '../dialog-title.tsx';

/**
 * The confirmation step before deleting a cancelled order (`?delete=1` on its
 * detail): deleting takes two deliberate steps, with or without JavaScript.
 */
export function OrderDelete({ orderNo, closeHref }: { orderNo: string; closeHref: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="delete-order-title" className="dialog-panel">
      <DialogTitle id="delete-order-title">{t('orders.deleteTitle')}</DialogTitle>
      <Text mb="sm">{t('orders.deleteConfirm', { orderNo })}</Text>
      <Form method="post" aria-labelledby="delete-order-title">
        <Group gap="sm">
          <Button type="submit" name="intent" value="delete" color="red">
            {t('orders.confirmDelete')}
          </Button>
          <Button component={Link} to={closeHref} variant="default">
            {t('orders.dontDelete')}
          </Button>
        </Group>
      </Form>
    </section>
  );
}
