import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvoiceType, type InvoiceHeader } from '../../../common/areas/invoice-headers/invoice-header.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { invoiceHeaderHref } from './invoice-header-url.ts';

/**
 * The company's invoice header (SPEC §2 list; one per company) with its edit link.
 * A VAT-special header shows its registered address, phone, bank and account on
 * a line of its own under the row.
 */
export function InvoiceHeaderTable({ headers, back }: { headers: InvoiceHeader[]; back?: string }) {
  const { t } = useTranslation();
  const columns = 8;
  return (
    <TableScroll label={t('invoiceHeaders.list')}>
      <Table withTableBorder className="invoice-header-table">
        <caption className="visually-hidden">{t('invoiceHeaders.list')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('invoiceHeaders.unitName')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.invoiceType')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.taxcode')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.content')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.receive')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.mobile')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.email')}</Table.Th>
            <Table.Th scope="col">{t('invoiceHeaders.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>{t('invoiceHeaders.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            headers.flatMap((header) => {
              const vat = header.invoiceType === InvoiceType.vatSpecial;
              const row = (
                <Table.Tr key={header.id}>
                  <Table.Th scope="row">{header.unitName}</Table.Th>
                  <Table.Td>{vat ? t('invoiceHeaders.vatSpecial') : t('invoiceHeaders.ordinary')}</Table.Td>
                  <Table.Td>{header.taxcode}</Table.Td>
                  <Table.Td>{header.content}</Table.Td>
                  <Table.Td>{header.receive}</Table.Td>
                  <Table.Td>{header.mobile}</Table.Td>
                  <Table.Td>{header.email}</Table.Td>
                  <Table.Td>
                    <Link
                      to={invoiceHeaderHref({ edit: header.id }, back)}
                      aria-label={t('invoiceHeaders.editOf', { name: header.unitName })}
                    >
                      {t('invoiceHeaders.edit')}
                    </Link>
                  </Table.Td>
                </Table.Tr>
              );
              if (!vat) return [row];
              return [
                row,
                <Table.Tr key={`${header.id}-vat`} className="invoice-vat-row">
                  <Table.Td colSpan={columns}>
                    {t('invoiceHeaders.vatLine', {
                      address: header.address,
                      phone: header.phone,
                      bank: header.bank,
                      account: header.account,
                    })}
                  </Table.Td>
                </Table.Tr>,
              ];
            })
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
