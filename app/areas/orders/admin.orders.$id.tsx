import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { confirmPaymentSchema } from '../../../common/areas/orders/console.ts';
import { reasonSchema, shipSchema } from '../../../common/console.ts';
import { toLocale, type Locale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { wireTime } from '../../../common/time.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { ORDER_ACTION_RULES, type StaffOrderAction } from '../../../common/areas/orders/console.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable, formatPrice } from '../../lib/price.ts';
import { ActionForm, type ActionField, resultFor, AuditTimeline } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { InvoiceSection, issueHref } from '../invoices/index.ts';
import { consoleInvoiceApi } from '../invoices/index.server.ts';
import { consoleOrderApi } from './console-api.server.ts';
import { Facts } from '../../components/facts.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import type { Route } from './+types/admin.orders.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleOrder', { orderNo: data?.order.orderNo ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const [order, invoices] = await Promise.all([
    orNotFound(consoleOrderApi.order({ request, context }, id)),
    orNotFound(consoleInvoiceApi.invoicesOf({ request, context }, 'order', id)),
  ]);
  return { order, invoices };
}

type OrderAction = StaffOrderAction;

const schemas: Record<OrderAction, (locale: Locale) => z.ZodType<Record<string, unknown>>> = {
  confirmPayment: confirmPaymentSchema,
  ship: shipSchema,
  staffCancel: reasonSchema,
};
const CALLS = { confirmPayment: 'confirmPayment', ship: 'ship', staffCancel: 'cancel' } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as OrderAction;
  if (!(intent in schemas)) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  return runConsoleAction(request, formData, {
    schema: schemas[intent](locale),
    act: (value: Record<string, unknown>) => {
      // The amount goes back to the wire as the yuan the staff member typed.
      const body = intent === 'confirmPayment' ? { ...value, amount: formData.get('amount') } : value;
      return consoleOrderApi.orderAct({ request, context }, id, CALLS[intent], { ...body, seen });
    },
  });
}

/** One order: lines, buyer, address, invoice header, payment, shipping, its timeline, and the allowed actions. */
export default function ConsoleOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { order, invoices } = loaderData;
  const staff = useStaff();
  // An offline-paid order is invoiced on its own, once, from the 待开票 queue (credit orders go with their statement).
  const toInvoice = order.invoiceDue !== null && staffMay(staff.roles, 'issueInvoice');
  const actions = (order.actions as OrderAction[]).filter((action) =>
    staffMay(staff.roles, ORDER_ACTION_RULES[action].right),
  );
  const due = formatPayable(order.totalAmount);
  const fieldsOf: Record<OrderAction, ActionField[]> = {
    confirmPayment: [
      {
        name: 'amount',
        label: t('consoleOrder.paidAmount'),
        type: 'number',
        defaultValue: due,
        description: t('consoleOrder.amountHint', { amount: due }),
      },
      {
        name: 'date',
        label: t('consoleOrder.paymentDate'),
        type: 'date',
        defaultValue: wireTime(Date.now()).slice(0, 10),
      },
      {
        name: 'serial',
        label: t('consoleOrder.paymentSerial'),
        // The pay page asks the buyer to write the order number in the transfer's remark.
        description: t('consoleOrder.remarkHint', { orderNo: order.orderNo }),
      },
    ],
    ship: [
      { name: 'carrier', label: t('consoleOrder.carrier') },
      { name: 'trackingNo', label: t('consoleOrder.trackingNo') },
    ],
    staffCancel: [{ name: 'reason', label: t('consoleOrder.cancelReasonLabel'), type: 'textarea' }],
  };
  const facts: [string, string | number | null][] = [
    [t('consoleOrder.status'), label('orderStatus', order.orderStatus, locale)],
    [t('consoleOrder.company'), order.company],
    [t('consoleOrder.buyer'), order.buyer],
    [t('consoleOrder.total'), `¥${due}`],
    [t('consoleOrder.payMode'), t(`orders.payType.${order.payTypeId}` as 'orders.payType.1')],
    [t('consoleOrder.createDate'), order.createDate],
    [t('orders.consignee'), order.consignee],
    [t('orders.mobile'), order.mobile],
    [t('orders.address'), order.address],
    [
      t('consoleOrder.invoice'),
      order.invoice ? `${order.invoice.unitName} ${order.invoice.taxcode}` : t('consoleOrder.noInvoice'),
    ],
    [t('consoleOrder.paidAmount'), order.paidAmount === null ? null : `¥${formatPrice(order.paidAmount)}`],
    [t('consoleOrder.paymentDate'), order.paymentDate],
    [t('consoleOrder.paymentSerial'), order.paymentSerial],
    [t('consoleOrder.carrier'), order.carrier],
    [t('consoleOrder.trackingNo'), order.trackingNo],
    [t('orders.cancelReason'), order.cancelReason],
  ];
  return (
    <section aria-labelledby="order-title">
      <Title order={1} size="h3" id="order-title">
        {t('consoleOrder.orderNo')} {order.orderNo}
      </Title>
      <Facts facts={facts} />
      <section aria-labelledby="order-lines" className="console-section">
        <h2 id="order-lines">{t('orders.goods')}</h2>
        <TableScroll label={t('orders.goods')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleOrder.goods')}</th>
                <th scope="col">{t('orders.price')}</th>
                <th scope="col">{t('orders.quantity')}</th>
                <th scope="col">{t('orders.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.goodsId}>
                  <td>{line.goodsName}</td>
                  <td className="number">¥{formatPrice(line.goodsPrice)}</td>
                  <td className="number">{line.goodsQuantity}</td>
                  <td className="number">¥{formatPrice(line.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      {actions.length > 0 && (
        <div className="console-actions">
          {actions.map((action) => (
            <ActionForm
              key={action}
              id={`order-${action}`}
              intent={action}
              seen={order.orderStatus}
              schema={schemas[action](locale)}
              lastResult={resultFor(actionData, `order-${action}`)}
              fields={fieldsOf[action]}
              submit={t(`consoleOrder.${action}`)}
              tone={action === 'staffCancel' ? 'danger' : 'primary'}
            />
          ))}
        </div>
      )}
      {order.afterSales.length > 0 && (
        <section aria-labelledby="order-after-sales" className="console-section">
          <h2 id="order-after-sales">{t('consoleOrder.afterSales')}</h2>
          <ul>
            {order.afterSales.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/afterSales/${row.id}`}>{row.afterSaleNo}</Link> {row.goodsName} ×{row.goodsQuantity} ·{' '}
                {label('afterSaleType', row.type, locale)} · {label('afterSaleStatus', row.status, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <InvoiceSection
        invoices={invoices}
        due={order.invoiceDue}
        issue={toInvoice ? issueHref('order', order.id) : null}
      />
      <section aria-labelledby="order-events" className="console-section">
        <h2 id="order-events">{t('consoleOrder.events')}</h2>
        <ol className="console-timeline">
          {order.events.map((event, index) => (
            <li key={index}>
              <time>{event.createDate}</time>{' '}
              {t(`consoleOrder.event.${event.kind}` as 'consoleOrder.event.placed', { defaultValue: event.kind })}
              {/* A paid event's note is the pay mode, shown above; the others' is a reason or a tracking number. */}
              {event.note && event.kind !== 'paid' && ` — ${event.note}`}
            </li>
          ))}
        </ol>
      </section>
      <AuditTimeline entries={order.timeline} headingId="order-trail" />
      <p>
        <Link to="/admin/orders">{t('consoleOrder.back')}</Link>
      </p>
    </section>
  );
}
