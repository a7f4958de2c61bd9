import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceQueue } from '../../../common/areas/invoices/console.ts';
import { consolePagingSchema, type ConsolePaging } from '../../../common/console.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { toLocale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { Pagination } from '../../components/pagination.tsx';
import { useStaff } from '../../frames/console.tsx';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { InvoiceWaitsFor, issueHref, reverseHref } from './invoice-parts.tsx';
import { consoleInvoiceApi } from './console-api.server.ts';
import { StatementStateTag } from '../statements/index.ts';
import type { Route } from './+types/admin.invoices';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'consoleInvoices');

/**
 * Each queue's page in the URL under its own name, so paging one leaves the others where they
 * were; every queue is shown 20 rows at a time (the console lists' default size).
 */
const PAGE_PARAMS = { orders: 'ordersPage', statements: 'statementsPage', reversals: 'reversalsPage' } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const ctx = { request, context };
  const pageOf = (queue: InvoiceQueue) => consolePagingSchema.parse({ page: search.get(PAGE_PARAMS[queue]) });
  const paging = { orders: pageOf('orders'), statements: pageOf('statements'), reversals: pageOf('reversals') };
  const [orders, statements, reversals] = await Promise.all([
    consoleInvoiceApi.invoiceQueue(ctx, 'orders', paging.orders),
    consoleInvoiceApi.invoiceQueue(ctx, 'statements', paging.statements),
    consoleInvoiceApi.invoiceQueue(ctx, 'reversals', paging.reversals),
  ]);
  return { paging, orders, statements, reversals };
}

/** A queue's page links under its own parameter, named after the queue, opening at its section. */
function QueuePages({ queue, total, paging }: { queue: InvoiceQueue; total: number; paging: ConsolePaging }) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      page={paging.page}
      limit={paging.limit}
      sizes={[paging.limit]}
      param={PAGE_PARAMS[queue]}
      label={t('paging.labelOf', { list: t(`consoleInvoice.${queue}`) })}
      anchor={`invoice-${queue}`}
    />
  );
}

/** A row's 开票 or 开红字 link, told apart from the other rows' for a screen reader by its number. */
function IssueLink({ to, text, no }: { to: string; text: string; no: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to}>
      {text}
      <span className="visually-hidden">{t('consoleInvoice.issueOf', { no })}</span>
    </Link>
  );
}

/**
 * 待开票, in three parts: offline-paid orders without an invoice, confirmed statements
 * for their consolidated invoice, and refunds on invoiced orders waiting for a red-letter one.
 * Each row leads to its order or statement, and, for finance, to the issuing form. Each part
 * pages on its own, oldest first, so nothing waiting is out of reach however long a queue grows.
 */
export default function ConsoleInvoicesScreen({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { paging, orders, statements, reversals } = loaderData;
  const staff = useStaff();
  const may = staffMay(staff.roles, 'issueInvoice');
  return (
    <section aria-labelledby="invoices-title">
      <Title order={1} size="h3" id="invoices-title">
        {t('consoleInvoice.title')}
      </Title>
      <Text>{t('consoleInvoice.hint')}</Text>
      {!may && <InvoiceWaitsFor />}

      <section aria-labelledby="invoice-orders" className="console-section">
        <h2 id="invoice-orders">{t('consoleInvoice.orders')}</h2>
        {orders.total === 0 ? (
          <p className="empty-state">{t('consoleInvoice.ordersEmpty')}</p>
        ) : (
          <table className="data-table console-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleInvoice.orderNo')}</th>
                <th scope="col">{t('consoleInvoice.company')}</th>
                <th scope="col">{t('consoleInvoice.unitName')}</th>
                <th scope="col">{t('consoleInvoice.type')}</th>
                <th scope="col">{t('consoleInvoice.amount')}</th>
                <th scope="col">{t('consoleInvoice.paidDate')}</th>
                {may && <th scope="col">{t('consoleInvoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {orders.list.map((row) => (
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
                      <IssueLink to={issueHref('order', row.id)} text={t('consoleInvoice.issue')} no={row.orderNo} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <QueuePages queue="orders" total={orders.total} paging={paging.orders} />
      </section>

      <section aria-labelledby="invoice-statements" className="console-section">
        <h2 id="invoice-statements">{t('consoleInvoice.statements')}</h2>
        {statements.total === 0 ? (
          <p className="empty-state">{t('consoleInvoice.statementsEmpty')}</p>
        ) : (
          <table className="data-table console-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleInvoice.balanceNum')}</th>
                <th scope="col">{t('consoleInvoice.company')}</th>
                <th scope="col">{t('consoleInvoice.state')}</th>
                <th scope="col">{t('consoleInvoice.type')}</th>
                <th scope="col">{t('consoleInvoice.amount')}</th>
                <th scope="col">{t('consoleInvoice.confirmedDate')}</th>
                {may && <th scope="col">{t('consoleInvoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {statements.list.map((row) => (
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
                        text={t('consoleInvoice.issue')}
                        no={row.balanceNum}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <QueuePages queue="statements" total={statements.total} paging={paging.statements} />
      </section>

      <section aria-labelledby="invoice-reversals" className="console-section">
        <h2 id="invoice-reversals">{t('consoleInvoice.reversals')}</h2>
        {reversals.total === 0 ? (
          <p className="empty-state">{t('consoleInvoice.reversalsEmpty')}</p>
        ) : (
          <table className="data-table console-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleInvoice.orderNo')}</th>
                <th scope="col">{t('consoleInvoice.company')}</th>
                <th scope="col">{t('consoleInvoice.blueNo')}</th>
                <th scope="col">{t('consoleInvoice.refundAmount')}</th>
                <th scope="col">{t('consoleInvoice.refundDate')}</th>
                {may && <th scope="col">{t('consoleInvoice.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {reversals.list.map((row) => (
                <tr key={row.refundId}>
                  <th scope="row">
                    <Link to={`/admin/orders/${row.orderId}`}>{row.orderNo}</Link>
                  </th>
                  <td>{row.company}</td>
                  <td>{row.invoiceNo}</td>
                  <td className="number">{formatPayable(row.amount)}</td>
                  <td>{row.refundDate}</td>
                  {may && (
                    <td>
                      <IssueLink to={reverseHref(row.refundId)} text={t('consoleInvoice.reverse')} no={row.orderNo} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <QueuePages queue="reversals" total={reversals.total} paging={paging.reversals} />
      </section>
    </section>
  );
}
