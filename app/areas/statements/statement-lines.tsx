import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatementDetail } from '../../../common/areas/statements/statement.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatPayable, formatPrice } from '../../lib/price.ts';

/**
 * A statement version's lines: by order — its charge with the goods as they were, its
 * refunds — each order with its subtotal, then the adjustments and the total. When the buyer may
 * dispute, each line has a box (posted with the confirm form, `formId`) to mark it.
 */
export function StatementLines({
  detail,
  disputeForm,
}: {
  detail: StatementDetail;
  /** The confirm form's id when lines may be marked as disputed. */
  disputeForm?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const disputed = new Set(detail.record.disputedLines);
  const mark = (id: number, what: string) =>
    disputeForm ? (
      <input
        type="checkbox"
        name="disputedLines"
        value={id}
        form={disputeForm}
        defaultChecked={disputed.has(id)}
        aria-label={t('statement.markLine', { line: what })}
      />
    ) : disputed.has(id) ? (
      <span className="state-tag">{t('statement.disputed')}</span>
    ) : null;
  return (
    <TableScroll label={t('statement.lines', { version: detail.record.version })}>
      <Table withTableBorder className="statement-lines">
        <caption>{t('statement.lines', { version: detail.record.version })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statement.date')}</Table.Th>
            <Table.Th scope="col">{t('statement.kind')}</Table.Th>
            <Table.Th scope="col">{t('statement.description')}</Table.Th>
            <Table.Th scope="col">{t('statement.amount')}</Table.Th>
            <Table.Th scope="col">{t('statement.mark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.groups.map((group) => [
            ...group.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.occurredOn}</Table.Td>
                <Table.Td>{label('statementLine', line.kind, locale)}</Table.Td>
                <Table.Td>
                  {line.kind === 'order' ? (
                    <>
                      <strong>{line.orderNo}</strong>
                      <ul className="statement-goods">
                        {line.goods.map((goods, index) => (
                          <li key={index}>
                            {goods.name} × {goods.quantity} @ {formatPrice(goods.price)} = {formatPrice(goods.amount)}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    `${line.orderNo} ${line.description}`
                  )}
                </Table.Td>
                <Table.Td className="money">{formatPayable(line.amount)}</Table.Td>
                <Table.Td>{mark(line.id, `${line.orderNo} ${label('statementLine', line.kind, locale)}`)}</Table.Td>
              </Table.Tr>
            )),
            <Table.Tr key={`${group.orderNo}-subtotal`} className="statement-subtotal">
              <Table.Td colSpan={3}>{t('statement.subtotal', { no: group.orderNo })}</Table.Td>
              <Table.Td className="money">{formatPayable(group.subtotal)}</Table.Td>
              <Table.Td />
            </Table.Tr>,
          ])}
          {detail.adjustments.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.occurredOn}</Table.Td>
              <Table.Td>{label('statementLine', line.kind, locale)}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td className="money">{formatPayable(line.amount)}</Table.Td>
              <Table.Td>{mark(line.id, line.description)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr className="statement-total">
            <Table.Th scope="row" colSpan={3}>
              {message(locale, 'statement.accountAmount')}
            </Table.Th>
            <Table.Td className="money">{formatPayable(detail.record.accountAmount)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
