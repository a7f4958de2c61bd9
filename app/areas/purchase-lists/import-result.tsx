import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseListImport } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { TableScroll } from '../../components/table-scroll.tsx';

const ADDED = new Set(['added', 'capped']);

/** How each imported line went, line by line, above the list it changed. */
export function ImportResult({ imported }: { imported: PurchaseListImport }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="purchase-list-result-title" className="purchase-lists">
      <h2 id="purchase-list-result-title" className="purchase-lists-subtitle">
        {t('purchaseLists.resultTitle')}
      </h2>
      {imported.headerSkipped && <Text size="sm">{t('purchaseLists.headerSkipped')}</Text>}
      {imported.cutAt !== null && <Text size="sm">{t('purchaseLists.cutAt', { line: imported.cutAt })}</Text>}
      <TableScroll label={t('purchaseLists.resultTitle')}>
        <Table withTableBorder>
          <caption className="visually-hidden">{t('purchaseLists.resultTitle')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('purchaseLists.line')}</Table.Th>
              <Table.Th scope="col">{t('purchaseLists.code')}</Table.Th>
              <Table.Th scope="col">{t('purchaseLists.goodsName')}</Table.Th>
              <Table.Th scope="col">{t('purchaseLists.quantity')}</Table.Th>
              <Table.Th scope="col">{t('purchaseLists.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imported.lines.map((line) => (
              <Table.Tr key={line.line} className={ADDED.has(line.outcome) ? undefined : 'purchase-list-bad'}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Th scope="row">{line.code}</Table.Th>
                <Table.Td>{line.goodsName ?? ''}</Table.Td>
                <Table.Td>{line.quantity ?? ''}</Table.Td>
                <Table.Td>{t(`purchaseLists.outcomes.${line.outcome}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
