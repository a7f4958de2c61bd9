import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../../contract/messages.ts';
import type { SubAccount } from '../../../contract/areas/sub-accounts/sub-account.ts';
import { label } from '../../../contract/status.ts';
import { subAccountHref } from './sub-account-url.ts';

/** The company's sub-accounts (SPEC §2 table), each with links that open its edit or delete dialog. */
export function SubAccountTable({ accounts, search }: { accounts: SubAccount[]; search: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Table striped withTableBorder className="sub-account-table">
      <caption className="visually-hidden">{t('subAccount.list')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('subAccount.username')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.accountType')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.linkman')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.mobile')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.email')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.createDate')}</Table.Th>
          <Table.Th scope="col">{t('subAccount.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={7}>{t('subAccount.empty')}</Table.Td>
          </Table.Tr>
        ) : (
          accounts.map((account) => (
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
          ))
        )}
      </Table.Tbody>
    </Table>
  );
}
