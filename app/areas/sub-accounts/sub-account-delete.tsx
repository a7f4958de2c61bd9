import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubAccount } from '../../../common/areas/sub-accounts/sub-account.ts';
import { DeleteConfirmation } from '../../components/delete-confirmation.tsx';

/** The confirmation step before deleting a sub-account (`?delete={id}`). */
export function SubAccountDelete({ account, cancelHref }: { account: SubAccount; cancelHref: string }) {
  const { t } = useTranslation();
  return (
    <DeleteConfirmation
      titleId="sub-account-delete-title"
      title={t('subAccount.deleteTitle')}
      recordId={account.id}
      confirmLabel={t('subAccount.confirmDelete')}
      cancelLabel={t('subAccount.cancel')}
      cancelHref={cancelHref}
    >
      <Text mb="sm">{t('subAccount.deleteConfirm', { name: account.username })}</Text>
    </DeleteConfirmation>
  );
}
