import type { SubmissionResult } from '@conform-to/react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseListLine } from '../../../common/areas/purchase-lists/purchase-list.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatPrice } from '../../lib/price.ts';
import { LINES_FORM_ID } from './lines-schema.ts';
import { QuantityForm } from './quantity-form.tsx';

/**
 * A list's lines with today's goods facts: a tick per line that belongs to the lines form (its
 * `form` attribute, so the table needs no form around it), and, where the caller may change the
 * list, each line's quantity as a small form of its own.
 */
export function LinesTable({
  lines,
  editable,
  firstTickFocused,
  quantityResult,
}: {
  lines: PurchaseListLine[];
  editable: boolean;
  /** The lines form was refused for having nothing ticked: the first tick takes focus. */
  firstTickFocused: boolean;
  /** A refused quantity and the line it was for. */
  quantityResult: { goodsId: number; result: SubmissionResult<string[]> } | undefined;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p>{t('purchaseLists.noLines')}</p>;
  return (
    <TableScroll label={t('purchaseLists.lines')}>
      <Table withTableBorder className="purchase-list-table">
        <caption className="visually-hidden">{t('purchaseLists.lines')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('purchaseLists.tick')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.code')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.goodsName')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.price')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.stock')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.state')}</Table.Th>
            <Table.Th scope="col">{t('purchaseLists.quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.goodsId}>
              <Table.Td>
                <input
                  type="checkbox"
                  name="goodsIds"
                  value={line.goodsId}
                  form={LINES_FORM_ID}
                  aria-label={t('purchaseLists.tickOf', { name: line.name })}
                  autoFocus={(firstTickFocused && index === 0) || undefined}
                />
              </Table.Td>
              <Table.Td>{line.code}</Table.Td>
              <Table.Th scope="row">{line.name}</Table.Th>
              <Table.Td>{`¥${formatPrice(line.price)}`}</Table.Td>
              <Table.Td>{line.stock}</Table.Td>
              <Table.Td>{line.onSale ? t('purchaseLists.onSale') : t('purchaseLists.offSale')}</Table.Td>
              <Table.Td>
                {editable ? (
                  <QuantityForm
                    goodsId={line.goodsId}
                    name={line.name}
                    quantity={line.quantity}
                    lastResult={quantityResult?.goodsId === line.goodsId ? quantityResult.result : undefined}
                  />
                ) : (
                  `${line.quantity}${line.unit}`
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
