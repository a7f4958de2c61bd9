import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import type { SubAccount } from '../../../common/areas/sub-accounts/sub-account.ts';
import { label } from '../../../common/status-label.ts';
import { ListTable } from '../../components/list-table.tsx';
import { subAccountHref } from './sub-account-url.ts';

/** The company's sub-accounts (SPEC §2 table), each with links that open its edit or delete dialog. */
export function SubAccountTable({ accounts, search }: { accounts: SubAccount[]; search: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <ListTable
      className="sub-account-table"
      caption={t('subAccount.list')}
      striped
      heads={[
        t('subAccount.username'),
        t('subAccount.accountType'),
        t('subAccount.linkman'),
        t('subAccount.mobile'),
        t('subAccount.email'),
        t('subAccount.createDate'),
        t('subAccount.actions'),
      ]}
      rows={accounts}
      empty={t('subAccount.empty')}
    >
      {(account) => (
        <Table.Tr key={account.id}>
          <Table.Th scope="row">{account.username}</Table.Th>
          <Table.Td>{label('accountType', account.accountType, locale)}</Table.Td>
          <Table.Td>{account.linkman}</Table.Td>
          <Table.Td>{account.mobile}</Table.Td>
          <Table.Td>{account.email}</Table.Td>
          <Table.Td>{account.createDate}</Table.Td>
          <Table.Td className="sub-account-actions">
            <Link
              to={subAccountHref(search, { edit: account.id })}
              aria-label={t('subAccount.editOf', { name: account.username })}
            >
              {t('subAccount.edit')}
            </Link>
            <Link
              to={subAccountHref(search, { delete: account.id })}
              aria-label={t('subAccount.deleteOf', { name: account.username })}
            >
              {t('subAccount.delete')}
            </Link>
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
