import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatementDetail, StatementLine } from '../../../common/areas/statements/statement.ts';
import { message, toLocale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatPayable, formatPrice } from '../../lib/price.ts';
import './statements.css';

/** Date, kind, description, quantity and unit price come before the amount, as in the statement's files. */
const BEFORE_AMOUNT = 5;

/**
 * A statement version's lines, for its company and for the staff, laid out as its downloaded
 * files are: by order (its charge with the goods under it, its refunds, its subtotal), then the
 * adjustments, then the amount and the balances. Lines the company marked as disputed are tinted
 * and tagged. When the buyer may dispute (`disputeForm`, the confirm form's id), each line has a
 * box posted with that form to mark it instead.
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
  const say = (key: MessageKey) => message(locale, key);
  const { record, groups, adjustments } = detail;
  const disputed = new Set(record.disputedLines);
  const marks = disputeForm !== undefined || disputed.size > 0;
  const width = BEFORE_AMOUNT + 1 + (marks ? 1 : 0);
  const caption = t('statement.lines', { version: record.version });
  const kindOf = (line: StatementLine) => label('statementLine', line.kind, locale);
  const markCell = (line: StatementLine, what: string) =>
    marks && (
      <Table.Td>
        {disputeForm ? (
          <input
            type="checkbox"
            name="disputedLines"
            value={line.id}
            form={disputeForm}
            defaultChecked={disputed.has(line.id)}
            aria-label={t('statement.markLine', { line: what })}
          />
        ) : (
          disputed.has(line.id) && <span className="state-tag is-bad">{t('statement.disputed')}</span>
        )}
      </Table.Td>
    );
  const lineRow = (line: StatementLine, what: string) => (
    <Table.Tr key={line.id} className={disputed.has(line.id) ? 'is-disputed' : undefined}>
      <Table.Td>{line.occurredOn}</Table.Td>
      <Table.Td>{kindOf(line)}</Table.Td>
      <Table.Td>{line.description}</Table.Td>
      <Table.Td />
      <Table.Td />
      <Table.Td className="number">{formatPayable(line.amount)}</Table.Td>
      {markCell(line, what)}
    </Table.Tr>
  );
  /** A row that sums what is above it: its name across the first columns, the amount under the amounts. */
  const sumRow = (key: string, className: string, name: string, amount: number) => (
    <Table.Tr key={key} className={className}>
      <Table.Th scope="row" colSpan={BEFORE_AMOUNT}>
        {name}
      </Table.Th>
      <Table.Td className="number">{formatPayable(amount)}</Table.Td>
      {marks && <Table.Td />}
    </Table.Tr>
  );
  const groupHead = (name: string) => (
    <Table.Tr className="statement-order">
      <Table.Th scope="rowgroup" colSpan={width}>
        {name}
      </Table.Th>
    </Table.Tr>
  );
  const emptyRow = (text: string) => (
    <Table.Tr>
      <Table.Td colSpan={width}>{text}</Table.Td>
    </Table.Tr>
  );
  return (
    <TableScroll label={caption}>
      <Table withTableBorder className="statement-lines">
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{say('statementDoc.date')}</Table.Th>
            <Table.Th scope="col">{say('statementDoc.kind')}</Table.Th>
            <Table.Th scope="col">{say('statementDoc.description')}</Table.Th>
            <Table.Th scope="col">{say('statementDoc.quantity')}</Table.Th>
            <Table.Th scope="col">{say('statementDoc.price')}</Table.Th>
            <Table.Th scope="col">{say('statementDoc.amount')}</Table.Th>
            {marks && <Table.Th scope="col">{t('statement.disputed')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        {groups.length === 0 && <Table.Tbody>{emptyRow(t('statement.noLines'))}</Table.Tbody>}
        {groups.map((group) => (
          <Table.Tbody key={group.orderNo}>
            {groupHead(t('statement.orderGroup', { no: group.orderNo }))}
            {group.lines.flatMap((line) => [
              lineRow(line, `${line.orderNo} ${kindOf(line)}`),
              ...line.goods.map((goods, index) => (
                <Table.Tr key={`${line.id}-${index}`} className="statement-goods">
                  <Table.Td />
                  <Table.Td>{t('statement.goods')}</Table.Td>
                  <Table.Td>{goods.name}</Table.Td>
                  <Table.Td className="number">{goods.quantity}</Table.Td>
                  <Table.Td className="number">{formatPrice(goods.price)}</Table.Td>
                  <Table.Td className="number">{formatPayable(goods.amount)}</Table.Td>
                  {marks && <Table.Td />}
                </Table.Tr>
              )),
            ])}
            {sumRow('subtotal', 'statement-subtotal', t('statement.subtotal', { no: group.orderNo }), group.subtotal)}
          </Table.Tbody>
        ))}
        <Table.Tbody>
          {groupHead(t('statement.adjustments'))}
          {adjustments.length === 0
            ? emptyRow(t('statement.noAdjustments'))
            : adjustments.map((line) => lineRow(line, line.description))}
        </Table.Tbody>
        <Table.Tfoot>
          {sumRow('amount', 'statement-total', say('statement.accountAmount'), record.accountAmount)}
          {sumRow('opening', 'statement-total', say('statement.openingBalance'), record.openingBalance)}
          {sumRow('closing', 'statement-total', say('statement.closingBalance'), record.closingBalance)}
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
