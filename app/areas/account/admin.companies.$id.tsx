import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { COMPANY_ACTIONS, type CompanyAction } from '../../../common/areas/account/transitions.ts';
import { optionalReasonSchema, reasonSchema } from '../../../common/console.ts';
import { message, toLocale, type Locale } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { staffMay } from '../../../common/areas/staff/permissions.ts';
import { COMPANY_ACTION_RULES } from '../../../common/areas/account/console.ts';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { ActionForm, resultFor, AuditTimeline } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { consoleCompanyApi } from './console-api.server.ts';
import { consoleQuickOrderApi } from '../quick-order/index.server.ts';
import { consolePurchaseListApi } from '../purchase-lists/index.server.ts';
import { ApprovalRuleCard } from '../approval-rules/index.ts';
import { consoleApprovalRuleApi } from '../approval-rules/index.server.ts';
import { ConsoleBudgets } from '../budgets/index.ts';
import { consoleBudgetApi } from '../budgets/index.server.ts';
import { CompanyPricingPanel } from '../price-lists/index.ts';
import { companyPriceListsApi } from '../price-lists/index.server.ts';
import { ConsoleWebhooks } from '../webhooks/index.ts';
import { consoleWebhooks, resendFromConsole } from '../webhooks/index.server.ts';
import { ConsolePunchout } from '../punchout/index.ts';
import { consolePunchout } from '../punchout/index.server.ts';
import { Facts } from '../../components/facts.tsx';
import { redirectWithToast } from '../../toast.server.ts';
import { TableScroll } from '../../components/table-scroll.tsx';
import type { Route } from './+types/admin.companies.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleCompany', { name: data?.company.name ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const [company, quickOrders, lists, approvalRule, budgets, pricing, webhooks, punchout] = await Promise.all([
    orNotFound(consoleCompanyApi.company({ request, context }, id)),
    consoleQuickOrderApi.companyUse({ request, context }, id),
    consolePurchaseListApi.companyLists({ request, context }, id),
    consoleApprovalRuleApi.companyRule({ request, context }, id),
    consoleBudgetApi.company({ request, context }, id),
    companyPriceListsApi.company({ request, context }, id),
    consoleWebhooks({ request, context }, id),
    consolePunchout({ request, context }, id),
  ]);
  return { company, quickOrders, lists, approvalRule, budgets, pricing, webhooks, punchout };
}

/** Each action's form: refuse and block need a reason (the SMS carries it); unblock takes a note. */
const schemas = {
  approve: (locale: Locale) => optionalReasonSchema(locale),
  refuse: (locale: Locale) => reasonSchema(locale),
  block: (locale: Locale) => reasonSchema(locale),
  unblock: (locale: Locale) => optionalReasonSchema(locale),
} satisfies Record<CompanyAction, (locale: Locale) => z.ZodType>;

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  // The webhooks panel's 重新发送: back to the page, whose log then shows the new delivery.
  if (formData.get('intent') === 'resend') {
    await resendFromConsole({ request, context }, id, formData);
    return redirectWithToast(request, new URL(request.url).pathname, {
      type: 'success',
      message: message(locale, 'webhooks.resent'),
    });
  }
  const intent = String(formData.get('intent')) as CompanyAction;
  if (!COMPANY_ACTIONS.includes(intent)) throw new Response(null, { status: 400 });
  const seen = String(formData.get('seen') ?? '');
  return runConsoleAction(request, formData, {
    schema: schemas[intent](locale),
    act: (value: { reason?: string }) =>
      consoleCompanyApi.companyAct({ request, context }, id, intent, { reason: value.reason, seen }),
  });
}

/** One company: its registration, main account and accounts, the allowed actions and its audit trail. */
export default function ConsoleCompanyScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { company, quickOrders, lists, approvalRule, budgets, pricing, webhooks, punchout } = loaderData;
  const staff = useStaff();
  const actions = (company.actions as CompanyAction[]).filter((action) =>
    staffMay(staff.roles, COMPANY_ACTION_RULES[action].right),
  );
  const fieldsOf: Record<CompanyAction, { name: string; label: string; type: 'textarea' }[]> = {
    approve: [],
    refuse: [{ name: 'reason', label: t('consoleCompany.refuseReason'), type: 'textarea' }],
    block: [{ name: 'reason', label: t('consoleCompany.blockReason'), type: 'textarea' }],
    unblock: [{ name: 'reason', label: t('consoleCompany.unblockNote'), type: 'textarea' }],
  };
  const facts: [string, string | number | null][] = [
    [
      t('consoleCompany.status'),
      label('companyStatus', company.status, locale) +
        (company.certified ? ` · ${t('consoleCertification.certified')}` : ''),
    ],
    [t('consoleCompany.username'), company.username],
    [t('consoleCompany.linkman'), company.linkman],
    [t('consoleCompany.mobile'), company.mobile],
    [t('register.email'), company.email],
    [t('consoleCompany.createDate'), company.createDate],
    [t('consoleCompany.deadline'), company.deadline],
    [t('consoleCompany.vettedDate'), company.vettedDate],
    [t('consoleCompany.blockDate'), company.blockDate],
    [t('consoleCompany.orderCount'), company.orderCount],
    [t('consoleQuickOrder.thisMonth'), quickOrders.thisMonth],
  ];
  return (
    <section aria-labelledby="company-title">
      <Title order={1} size="h3" id="company-title">
        {company.name}
      </Title>
      <Facts facts={facts} />
      <section aria-labelledby="company-accounts" className="console-section">
        <h2 id="company-accounts">{t('consoleCompany.accounts')}</h2>
        <TableScroll label={t('consoleCompany.accounts')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('consoleCompany.username')}</th>
                <th scope="col">{t('consoleCompany.accountType')}</th>
                <th scope="col">{t('consoleCompany.linkman')}</th>
                <th scope="col">{t('consoleCompany.mobile')}</th>
              </tr>
            </thead>
            <tbody>
              {company.accounts.map((account) => (
                <tr key={account.id}>
                  <td>{account.username}</td>
                  <td>{label('accountType', account.accountType, locale)}</td>
                  <td>{account.linkman}</td>
                  <td>{account.mobile}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section aria-labelledby="company-lists" className="console-section">
        <h2 id="company-lists">{t('consoleCompany.lists')}</h2>
        {lists.length === 0 ? (
          <p>{t('consoleCompany.noLists')}</p>
        ) : (
          <TableScroll label={t('consoleCompany.lists')}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('consoleCompany.listName')}</th>
                  <th scope="col">{t('consoleCompany.listOwner')}</th>
                  <th scope="col">{t('consoleCompany.listLines')}</th>
                  <th scope="col">{t('consoleCompany.listUpdated')}</th>
                </tr>
              </thead>
              <tbody>
                {lists.map((list) => (
                  <tr key={list.id}>
                    <td>{list.name}</td>
                    <td>{list.ownerName}</td>
                    <td>{list.lineCount}</td>
                    <td>{list.updatedAt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <ApprovalRuleCard rule={approvalRule} />
      <ConsoleBudgets budgets={budgets} />
      <CompanyPricingPanel pricing={pricing} />
      <ConsoleWebhooks endpoints={webhooks} canResend={staffMay(staff.roles, 'resendWebhooks')} />
      <ConsolePunchout view={punchout} />
      {actions.length > 0 && (
        <div className="console-actions">
          {actions.map((action) => (
            <ActionForm
              key={action}
              id={`company-${action}`}
              intent={action}
              seen={company.status}
              schema={schemas[action](locale)}
              lastResult={resultFor(actionData, `company-${action}`)}
              fields={fieldsOf[action]}
              submit={t(`consoleCompany.${action}`)}
              tone={action === 'refuse' || action === 'block' ? 'danger' : 'primary'}
            />
          ))}
        </div>
      )}
      <AuditTimeline entries={company.timeline} headingId="company-trail" />
      <p>
        <Link to="/admin/companies">{t('consoleCompany.back')}</Link>
      </p>
    </section>
  );
}
