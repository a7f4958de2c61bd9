import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceReverseSchema } from '../../../common/areas/invoices/invoice.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale, type Locale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { label } from '../../../common/status-label.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { Facts } from '../../components/facts.tsx';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { resultFor } from '../console/index.ts';
import { runInvoiceAction } from './invoice-action.server.ts';
import { DEFAULT_TAX_RATE, InvoiceForm } from './invoice-form.tsx';
import { consoleInvoiceApi } from './console-api.server.ts';
import { InvoiceWaitsFor } from './invoice-parts.tsx';
import type { Route } from './+types/admin.invoices.reverse';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleInvoiceReverse', { no: data?.refund.orderNo ?? '' });

const FORM_ID = 'invoice-reverse';

/** `?refundId=N`: anything else is the 404 page. */
function refundOf(request: Request, locale: Locale) {
  const parsed = invoiceReverseSchema(locale).safeParse({
    refundId: new URL(request.url).searchParams.get('refundId') ?? undefined,
  });
  if (!parsed.success) throw notFoundPage();
  return parsed.data.refundId;
}

/**
 * The refund as the 红字 queue has it (asked for by its id, wherever it is in the queue): its
 * order, company, the blue invoice and the amount refunded, with the blue invoice's type and rate
 * from the order's invoices. One not waiting (reversed already) goes back to the queue, told why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const refundId = refundOf(request, locale);
  const [refund] = (await consoleInvoiceApi.invoiceQueue(ctx, 'reversals', { id: refundId })).list;
  if (!refund)
    throw await redirectWithToast(request, '/admin/invoices', {
      type: 'error',
      message: message(locale, 'invoiceNothingToReverse'),
    });
  const blue = (await consoleInvoiceApi.invoicesOf(ctx, 'order', refund.orderId)).find(
    (invoice) => invoice.id === refund.invoiceId,
  );
  return {
    refund,
    blue: blue ? { invoiceType: blue.invoiceType, taxRate: blue.taxRate, amount: blue.amount } : null,
    today: shanghaiDate(Date.now()),
  };
}

/**
 * The red invoice goes to the backend with the refund it reverses; done, the order's page opens
 * (its id came with the form, only to say where), or the queue when it was not found.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const refundId = refundOf(request, locale);
  const formData = await request.formData();
  const orderId = asRecordId(formData.get('orderId'));
  return runInvoiceAction({ request, context }, formData, {
    action: 'reverse',
    about: { refundId },
    locale,
    next: orderId === undefined ? '/admin/invoices' : `/admin/orders/${orderId}`,
  });
}

/**
 * 开具红字发票 for a refund on an invoiced order: the invoice it reverses and the
 * refund, then the red invoice's number, code, date, rate, amount (a positive number, at most
 * the refund) and file. It keeps the type of the invoice it reverses. Only finance issues.
 */
export default function ConsoleInvoiceReverseScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { refund, blue, today } = loaderData;
  const staff = useStaff();
  const amount = formatPayable(refund.amount);
  const facts: [string, ReactNode][] = [
    [t('consoleInvoice.orderNo'), <Link to={`/admin/orders/${refund.orderId}`}>{refund.orderNo}</Link>],
    [t('consoleInvoice.company'), refund.company],
    [t('consoleInvoice.reverses'), refund.invoiceNo],
    [t('consoleInvoice.type'), blue ? label('invoiceType', blue.invoiceType, locale) : null],
    [message(locale, 'invoice.amount'), blue ? formatPayable(blue.amount) : null],
    [t('consoleInvoice.refundAmount'), amount],
    [t('consoleInvoice.refundDate'), refund.refundDate],
  ];
  return (
    <section aria-labelledby="invoice-reverse-title">
      <Title order={1} size="h3" id="invoice-reverse-title">
        {t('consoleInvoice.reverseHeading', { no: refund.orderNo })}
      </Title>
      <Facts facts={facts} />
      {staffMay(staff.roles, 'issueInvoice') ? (
        <InvoiceForm
          id={FORM_ID}
          lastResult={resultFor(actionData, FORM_ID)}
          defaults={{ invoiceType: blue?.invoiceType ?? 1, amount, taxRate: blue?.taxRate ?? DEFAULT_TAX_RATE }}
          fixedType={blue?.invoiceType}
          hidden={{ orderId: refund.orderId }}
          today={today}
          amountHint={t('consoleInvoice.refundAmountHint', { amount })}
          submit={t('consoleInvoice.submitReverse')}
        />
      ) : (
        <InvoiceWaitsFor />
      )}
      <p>
        <Link to="/admin/invoices">{t('consoleInvoice.back')}</Link>
      </p>
    </section>
  );
}
