import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { SubAccount } from '../../contract/schemas/sub-account.ts';
import { DialogTitle } from './dialog-title.tsx';

/**
 * The confirmation step before deleting a sub-account: a page state of its own
 * (`?delete={id}`), so deleting takes two deliberate steps with or without JavaScript.
 */
export function SubAccountDelete({ account, cancelHref }: { account: SubAccount; cancelHref: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sub-account-delete-title" className="dialog-panel">
      <DialogTitle id="sub-account-delete-title">{t('subAccount.deleteTitle')}</DialogTitle>
      <Text mb="sm">{t('subAccount.deleteConfirm', { name: account.username })}</Text>
      <Form method="post" aria-labelledby="sub-account-delete-title">
        <input type="hidden" name="id" value={account.id} />
        <Group gap="sm">
          <Button type="submit" name="intent" value="delete" color="red">
            {t('subAccount.confirmDelete')}
          </Button>
          <Button component={Link} to={cancelHref} variant="default">
            {t('subAccount.cancel')}
          </Button>
        </Group>
      </Form>
    </section>
  );
}
