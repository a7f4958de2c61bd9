import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceTargetSchema } from '../../../common/areas/invoices/invoice.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale, type Locale } from '../../../common/messages.ts';
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
import { StatementStateTag } from '../statements/index.ts';
import { consoleInvoiceApi } from './console-api.server.ts';
import { InvoiceWaitsFor } from './invoice-parts.tsx';
import type { Route } from './+types/admin.invoices.issue';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleInvoiceIssue', { no: data?.due.no ?? '' });

const FORM_ID = 'invoice-issue';

/** `?target=order|statement&targetId=N`: anything else is the 404 page. */
function targetOf(request: Request, locale: Locale) {
  const search = new URL(request.url).searchParams;
  const parsed = invoiceTargetSchema(locale).safeParse({
    target: search.get('target') ?? undefined,
    targetId: search.get('targetId') ?? undefined,
  });
  if (!parsed.success) throw notFoundPage();
  return parsed.data;
}

const targetHref = ({ target, targetId }: { target: 'order' | 'statement'; targetId: number }) =>
  target === 'order' ? `/admin/orders/${targetId}` : `/admin/statements/${targetId}`;

/**
 * The order or statement as the 待开票 queue has it: its number, company, the type asked for and
 * the amount to invoice. One that is not waiting (invoiced already, not paid, not confirmed)
 * goes back to its own page, told why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const about = targetOf(request, locale);
  // Only this target's row, wherever it is in its queue: an empty answer means it no longer waits.
  const ctx = { request, context };
  const order =
    about.target === 'order'
      ? (await consoleInvoiceApi.invoiceQueue(ctx, 'orders', { id: about.targetId })).list[0]
      : undefined;
  const statement =
    about.target === 'statement'
      ? (await consoleInvoiceApi.invoiceQueue(ctx, 'statements', { id: about.targetId })).list[0]
      : undefined;
  const waiting = order ?? statement;
  if (!waiting)
    throw await redirectWithToast(request, targetHref(about), {
      type: 'error',
      message: message(locale, 'invoiceNotIssuable'),
    });
  const due = {
    target: about.target,
    href: targetHref(about),
    no: order?.orderNo ?? statement!.balanceNum,
    company: waiting.company,
    unitName: order?.unitName ?? null,
    state: statement?.state ?? null,
    invoiceType: waiting.invoiceType,
    amount: waiting.amount,
  };
  return { due, today: shanghaiDate(Date.now()) };
}

/** The form's fields and file go to the backend with the target; done, the target's page opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const about = targetOf(request, locale);
  const formData = await request.formData();
  return runInvoiceAction({ request, context }, formData, {
    action: 'issue',
    about,
    locale,
    next: targetHref(about),
  });
}

/**
 * 开具发票 for an offline-paid order or a confirmed statement: what is invoiced and
 * for how much, then the invoice's type, number, code, date, rate, amount and file, as issued
 * by the tax system. Only finance issues; the others see who does.
 */
export default function ConsoleInvoiceIssueScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { due, today } = loaderData;
  const staff = useStaff();
  const amount = formatPayable(due.amount);
  const facts: [string, ReactNode][] = [
    [
      due.target === 'order' ? t('consoleInvoice.orderNo') : t('consoleInvoice.balanceNum'),
      <Link to={due.href}>{due.no}</Link>,
    ],
    [t('consoleInvoice.company'), due.company],
    [t('consoleInvoice.unitName'), due.unitName],
    [t('consoleInvoice.state'), due.state === null ? null : <StatementStateTag state={due.state} />],
    [t('consoleInvoice.type'), label('invoiceType', due.invoiceType, locale)],
    [t('consoleInvoice.amount'), amount],
  ];
  const target = t(due.target === 'order' ? 'consoleInvoice.orderTarget' : 'consoleInvoice.statementTarget', {
    no: due.no,
  });
  return (
    <section aria-labelledby="invoice-issue-title">
      <Title order={1} size="h3" id="invoice-issue-title">
        {t('consoleInvoice.issueHeading', { target })}
      </Title>
      <Facts facts={facts} />
      {staffMay(staff.roles, 'issueInvoice') ? (
        <InvoiceForm
          id={FORM_ID}
          lastResult={resultFor(actionData, FORM_ID)}
          defaults={{ invoiceType: due.invoiceType, amount, taxRate: DEFAULT_TAX_RATE }}
          today={today}
          amountHint={t('consoleInvoice.amountHint', { amount })}
          submit={t('consoleInvoice.submitIssue')}
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
