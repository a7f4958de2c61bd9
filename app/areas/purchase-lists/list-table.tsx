import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchaseListSummary } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { purchaseListHref } from './purchase-lists-url.ts';

/** The company's lists: each name leads to the list, with who made it, how many goods and when it last changed. */
export function ListTable({ lists }: { lists: PurchaseListSummary[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('purchaseLists.lists')}>
      <Table withTableBorder className="purchase-list-table">
        <caption className="visually-hidden">{t('purchaseLists.lists')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('purchaseLists.name')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.owner')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.lineCount')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>{t('purchaseLists.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            lists.map((list) => (
              <Table.Tr key={list.id}>
                <Table.Th scope="row">
                  <Link to={purchaseListHref(list.id)}>{list.name}</Link>
                </Table.Th>
                <Table.Td>{list.ownerName}</Table.Td>
                <Table.Td>{list.lineCount}</Table.Td>
                <Table.Td>{list.updatedAt}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
