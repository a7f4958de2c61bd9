import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../components/delete-confirmation.tsx';

/** The confirmation step before deleting a cancelled order (`?delete=1` on its detail, which names the order). */
export function OrderDelete({ orderNo, closeHref }: { orderNo: string; closeHref: string }) {
  const { t } = useTranslation();
  return (
    <DeleteConfirmation
      titleId="delete-order-title"
      title={t('orders.deleteTitle')}
      confirmLabel={t('orders.confirmDelete')}
      cancelLabel={t('orders.dontDelete')}
      cancelHref={closeHref}
    >
      <Text mb="sm">{t('orders.deleteConfirm', { orderNo })}</Text>
    </DeleteConfirmation>
  );
}
