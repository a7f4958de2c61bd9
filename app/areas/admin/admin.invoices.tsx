import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_ACTIONS, staffMay } from '../../../contract/areas/staff/permissions.ts';
import { toLocale } from '../../../contract/messages.ts';
import { label } from '../../../contract/status.ts';
import { useStaff } from '../../frames/admin.tsx';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { issueHref, reverseHref } from './invoice-parts.tsx';
import { staffApi } from './staff-api.server.ts';
import { StatementStateTag } from './statement-parts.tsx';
import type { Route } from './+types/admin.invoices';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'adminInvoices');

export async function loader({ request, context }: Route.LoaderArgs) {
  return { queue: await staffApi.invoiceQueue({ request, context }) };
}

/** A row's 开票 or 开红字 link, told apart from the other rows' for a screen reader by its number. */
function IssueLink({ to, text, no }: { to: string; text: string; no: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      {text}
      <span className="visually-hidden">{t('admin.invoice.issueOf', { no })}</span>
    </Link>
  );
}

/**
 * 待开票 (issue 16), in three parts: offline-paid orders without an invoice, confirmed statements
 * for their consolidated invoice, and refunds on invoiced orders waiting for a red-letter one.
 * Each row leads to its order or statement, and, for finance, to the issuing form.
 */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { orders, statements, reversals } = loaderData.queue;
  const staff = useStaff();
  const may = staffMay(staff.roles, 'issueInvoice');
  const finance = STAFF_ACTIONS.issueInvoice.map((role) => t(`admin.role.${role}`)).join('、');
  return (
    <section aria-labelledby="invoices-title">
      <Title order={1} size="h3" id="invoices-title">
        {t('admin.invoice.title')}
      </Title>
      <Text>{t('admin.invoice.hint')}</Text>
      {!may && <Text>{t('admin.invoice.waitsFor', { roles: finance })}</Text>}

      <section aria-labelledby="invoice-orders" className="desk-section">
        <h2 id="invoice-orders">{t('admin.invoice.orders')}</h2>
        {orders.length === 0 ? (
          <p className="empty-state">{t('admin.invoice.ordersEmpty')}</p>
        ) : (
          <table className="data-table desk-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.invoice.orderNo')}</th>
                <th scope="col">{t('admin.invoice.company')}</th>
                <th scope="col">{t('admin.invoice.unitName')}</th>
                <th scope="col">{t('admin.invoice.type')}</th>
                <th scope="col">{t('admin.invoice.amount')}</th>
                <th scope="col">{t('admin.invoice.paidDate')}</th>
                {may && <th scope="col">{t('admin.invoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {orders.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/admin/orders/${row.id}`}>{row.orderNo}</Link>
                  </th>
                  <td>{row.company}</td>
                  <td>{row.unitName}</td>
                  <td>{label('invoiceType', row.invoiceType, locale)}</td>
                  <td className="number">{formatPayable(row.amount)}</td>
                  <td>{row.paidDate}</td>
                  {may && (
                    <td>
                      <IssueLink to={issueHref('order', row.id)} text={t('admin.invoice.issue')} no={row.orderNo} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="invoice-statements" className="desk-section">
        <h2 id="invoice-statements">{t('admin.invoice.statements')}</h2>
        {statements.length === 0 ? (
          <p className="empty-state">{t('admin.invoice.statementsEmpty')}</p>
        ) : (
          <table className="data-table desk-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.invoice.balanceNum')}</th>
                <th scope="col">{t('admin.invoice.company')}</th>
                <th scope="col">{t('admin.invoice.state')}</th>
                <th scope="col">{t('admin.invoice.type')}</th>
                <th scope="col">{t('admin.invoice.amount')}</th>
                <th scope="col">{t('admin.invoice.confirmedDate')}</th>
                {may && <th scope="col">{t('admin.invoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {statements.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/admin/statements/${row.id}`}>{row.balanceNum}</Link>
                  </th>
                  <td>{row.company}</td>
                  <td>
                    <StatementStateTag state={row.state} />
                  </td>
                  <td>{label('invoiceType', row.invoiceType, locale)}</td>
                  <td className="number">{formatPayable(row.amount)}</td>
                  <td>{row.confirmedDate}</td>
                  {may && (
                    <td>
                      <IssueLink
                        to={issueHref('statement', row.id)}
                        text={t('admin.invoice.issue')}
                        no={row.balanceNum}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="invoice-reversals" className="desk-section">
        <h2 id="invoice-reversals">{t('admin.invoice.reversals')}</h2>
        {reversals.length === 0 ? (
          <p className="empty-state">{t('admin.invoice.reversalsEmpty')}</p>
        ) : (
          <table className="data-table desk-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.invoice.orderNo')}</th>
                <th scope="col">{t('admin.invoice.company')}</th>
                <th scope="col">{t('admin.invoice.blueNo')}</th>
                <th scope="col">{t('admin.invoice.refundAmount')}</th>
                <th scope="col">{t('admin.invoice.refundDate')}</th>
                {may && <th scope="col">{t('admin.invoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {reversals.map((row) => (
                <tr key={row.refundId}>
                  <th scope="row">
                    {/* The queue names the order by its number: the list finds it. */}
                    <Link to={`/admin/orders?q=${encodeURIComponent(row.orderNo)}`}>{row.orderNo}</Link>
                  </th>
                  <td>{row.company}</td>
                  <td>{row.invoiceNo}</td>
                  <td className="number">{formatPayable(row.amount)}</td>
                  <td>{row.refundDate}</td>
                  {may && (
                    <td>
                      <IssueLink to={reverseHref(row.refundId)} text={t('admin.invoice.reverse')} no={row.orderNo} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
