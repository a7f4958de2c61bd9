import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { STAFF_ACTIONS } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { formatPayable } from '../../lib/price.ts';
import { TableScroll } from '../../components/table-scroll.tsx';

/** Where a blue invoice is issued for an order or a statement, and a red one for a refund. */
export const issueHref = (target: 'order' | 'statement', targetId: number) =>
  `/admin/invoices/issue?target=${target}&targetId=${targetId}`;
export const reverseHref = (refundId: number) => `/admin/invoices/reverse?refundId=${refundId}`;

/** Said to a member who may look but not issue: who issues invoices. */
export function InvoiceWaitsFor() {
  const { t } = useTranslation();
  return (
    <Text>
      {t('consoleInvoice.waitsFor', {
        roles: STAFF_ACTIONS.issueInvoice.map((role) => t(`console.role.${role}`)).join('、'),
      })}
    </Text>
  );
}

/** Blue or red, as a tag: a red one (a reversal) stands out. */
export function InvoiceKindTag({ kind }: { kind: InvoiceRecord['kind'] }) {
  const { i18n } = useTranslation();
  return (
    <span className={`state-tag${kind === 'red' ? ' is-bad' : ''}`}>
      {label('invoiceKind', kind, toLocale(i18n.language))}
    </span>
  );
}

/**
 * An order's or a statement's invoices: number, code, date, the amounts with their
 * split, kind and type, and the file through the console's session; while it waits for one,
 * `due` is what is left to invoice (as the backend's issue checks it, net of refunds) and
 * `issue` is where finance issues it.
 */
export function InvoiceSection({
  invoices,
  due,
  issue,
}: {
  invoices: InvoiceRecord[];
  due: number | null;
  issue: string | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <section aria-labelledby="target-invoices" className="console-section">
      <h2 id="target-invoices">{t('consoleInvoice.list')}</h2>
      {invoices.length === 0 ? (
        <p className="empty-state">{t('consoleInvoice.none')}</p>
      ) : (
        <TableScroll label={t('consoleInvoice.issuedTable')}>
          <table className="data-table console-table">
            <thead>
              <tr>
                <th scope="col">{message(locale, 'invoice.invoiceNo')}</th>
                <th scope="col">{message(locale, 'invoice.invoiceCode')}</th>
                <th scope="col">{t('consoleInvoice.kind')}</th>
                <th scope="col">{message(locale, 'invoice.issueDate')}</th>
                <th scope="col">{message(locale, 'invoice.amount')}</th>
                <th scope="col">{message(locale, 'invoice.netAmount')}</th>
                <th scope="col">{message(locale, 'invoice.taxAmount')}</th>
                <th scope="col">{message(locale, 'invoice.taxRate')}</th>
                <th scope="col">{t('consoleInvoice.file')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.invoiceNo}</th>
                  <td>{invoice.invoiceCode || '—'}</td>
                  <td>
                    <InvoiceKindTag kind={invoice.kind} /> {label('invoiceType', invoice.invoiceType, locale)}
                  </td>
                  <td>{invoice.issueDate}</td>
                  <td className="number">{formatPayable(invoice.amount)}</td>
                  <td className="number">{formatPayable(invoice.netAmount)}</td>
                  <td className="number">{formatPayable(invoice.taxAmount)}</td>
                  <td className="number">{invoice.taxRate}</td>
                  <td>
                    <a href={invoice.image} target="_blank" rel="noopener">
                      {invoice.fileType.toUpperCase()}
                      <span className="visually-hidden">{t('consoleInvoice.fileOf', { no: invoice.invoiceNo })}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {due !== null && (
        <p className="invoice-due">
          {t('consoleInvoice.dueHere', { amount: formatPayable(due) })}
          {issue && (
            <>
              {' '}
              <Link to={issue}>{t('consoleInvoice.issueHere')}</Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
