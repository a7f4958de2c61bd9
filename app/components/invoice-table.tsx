import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecord } from '../../common/areas/invoices/invoice.ts';
import { message, toLocale } from '../../common/messages.ts';
import { label } from '../../common/status-label.ts';
import { ListTable } from './list-table.tsx';
import './invoice-table.css';
import { formatPayable } from '../lib/price.ts';

/**
 * Issued invoices as the buyer reads them, wherever they are shown (an order's 发票详情, a statement):
 * code, number, date, kind, the amounts, and the file, which opens in a new window. Two areas show
 * it, so it is neither's; the console shows invoices its own way (the invoices' InvoiceSection).
 */
export function InvoiceTable({ invoices, empty }: { invoices: InvoiceRecord[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const say = (key: Parameters<typeof message>[1]) => message(locale, key);
  return (
    <ListTable
      className="invoice-list"
      caption={t('invoiceInfo.invoices')}
      captionShown
      heads={[
        say('invoice.invoiceCode'),
        say('invoice.invoiceNo'),
        say('invoice.issueDate'),
        t('invoiceInfo.kind'),
        say('invoice.netAmount'),
        say('invoice.taxAmount'),
        say('invoice.amount'),
        say('invoice.file'),
      ]}
      rows={invoices}
      empty={empty}
    >
      {(invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td>{invoice.invoiceCode || '—'}</Table.Td>
          <Table.Th scope="row">{invoice.invoiceNo}</Table.Th>
          <Table.Td>{invoice.issueDate}</Table.Td>
          <Table.Td>
            {label('invoiceKind', invoice.kind, locale)} · {label('invoiceType', invoice.invoiceType, locale)} ·{' '}
            {invoice.taxRate}%
          </Table.Td>
          <Table.Td className="money">{formatPayable(invoice.netAmount)}</Table.Td>
          <Table.Td className="money">{formatPayable(invoice.taxAmount)}</Table.Td>
          <Table.Td className="money">{formatPayable(invoice.amount)}</Table.Td>
          <Table.Td>
            <a
              href={invoice.image}
              target="_blank"
              rel="noreferrer"
              aria-label={t('invoiceInfo.fileOf', {
                no: invoice.invoiceNo,
                type: invoice.fileType.toUpperCase(),
              })}
            >
              {invoice.fileType.toUpperCase()}
            </a>
          </Table.Td>
        </Table.Tr>
      )}
    </ListTable>
  );
}
