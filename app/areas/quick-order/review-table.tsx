import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckedLine } from '../../../common/areas/quick-order/quick-order.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatPrice } from '../../lib/price.ts';
import { lineWords } from './line-words.ts';

/**
 * Every line of a review with the goods it found and what it says: before confirming, whether
 * it can go into the cart; after, whether it went in. A line that cannot is marked, in words as
 * well as colour.
 */
export function ReviewTable({ lines, confirmed }: { lines: CheckedLine[]; confirmed: boolean }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('quickOrder.lines')}>
      <Table withTableBorder className="quick-order-table">
        <caption className="visually-hidden">{t('quickOrder.lines')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quickOrder.line')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.code')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.name')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.price')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.minimum')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.stock')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.quantity')}</Table.Th>
            <Table.Th scope="col">{t('quickOrder.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const good = confirmed ? line.added === true : line.outcome === 'found';
            const words = lineWords(t, line);
            if (confirmed && line.added) words[0] = t('quickOrder.wentIn');
            return (
              <Table.Tr key={line.line} className={good ? undefined : 'quick-order-bad'}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Th scope="row">{line.code}</Table.Th>
                <Table.Td>{line.goods?.name ?? ''}</Table.Td>
                <Table.Td>{line.goods ? `¥${formatPrice(line.goods.price)}` : ''}</Table.Td>
                <Table.Td>{line.goods ? `${line.goods.minimum}${line.goods.unit}` : ''}</Table.Td>
                <Table.Td>{line.goods?.stock ?? ''}</Table.Td>
                <Table.Td>{line.quantity ?? ''}</Table.Td>
                <Table.Td>
                  {words.map((word) => (
                    <span key={word} className="quick-order-word">
                      {word}
                    </span>
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
