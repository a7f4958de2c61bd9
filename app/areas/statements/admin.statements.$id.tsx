import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  STATEMENT_ACTION_RULES,
  statementAdjustSchema,
  statementResendSchema,
  type ConsoleStatementDetail,
} from '../../../common/areas/statements/console.ts';
import type { StaffStatementAction } from '../../../common/areas/statements/transitions.ts';
import { STAFF_ACTIONS, staffMay } from '../../../common/areas/staff/permissions.ts';
import { message, toLocale, type Locale } from '../../../common/messages.ts';
import { Facts } from '../../components/facts.tsx';
import { useStaff } from '../../frames/console.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { orNotFound, pathId } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ActionForm, type ActionField, resultFor, AuditTimeline } from '../console/index.ts';
import { runConsoleAction } from '../console/index.server.ts';
import { InvoiceSection, issueHref } from '../invoices/index.ts';
import { runRemittanceAction } from './remittance-action.server.ts';
import { consoleInvoiceApi } from '../invoices/index.server.ts';
import { consoleStatementApi } from './console-api.server.ts';
import { isRemittanceIntent } from './statement-kinds.ts';
import { StatementLines } from './statement-lines.tsx';
import { RemittanceTable, StatementDownloads } from './console-statement-parts.tsx';
import { StatementStateTag } from './statement-state-tag.tsx';
import type { Route } from './+types/admin.statements.$id';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'consoleStatement', { no: data?.statement.balanceNum ?? '' });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const [statement, invoices] = await Promise.all([
    orNotFound(consoleStatementApi.statement({ request, context }, id)),
    orNotFound(consoleInvoiceApi.invoicesOf({ request, context }, 'statement', id)),
  ]);
  return { statement, invoices };
}

/** The steps the console offers here (invoicing has its own form, /admin/invoices/issue). */
type Step = Exclude<StaffStatementAction, 'invoice'>;
const STEPS: readonly Step[] = ['adjust', 'send', 'acceptDispute', 'resend', 'close'];

/** Adjusting and resending say what changed; the other steps send only the version the page showed. */
const schemas: Record<Step, (locale: Locale) => z.ZodType<{ note?: string }>> = {
  adjust: statementAdjustSchema,
  send: () => z.object({}),
  acceptDispute: () => z.object({}),
  resend: statementResendSchema,
  close: () => z.object({}),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = pathId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (isRemittanceIntent(intent)) return runRemittanceAction({ request, context }, formData, intent, locale);
  if (!(STEPS as readonly string[]).includes(intent)) throw new Response(null, { status: 400 });
  const step = intent as Step;
  const seen = String(formData.get('seen') ?? '');
  // The amount goes to the wire as the yuan typed (the schema turned it into ten-thousandths).
  const typed = formData.get('amount');
  const amount = typeof typed === 'string' && typed.trim() !== '' ? typed.trim() : undefined;
  return runConsoleAction(request, formData, {
    schema: schemas[step](locale),
    act: (value) =>
      consoleStatementApi.statementAct(
        { request, context },
        id,
        step,
        step === 'adjust' || step === 'resend' ? { amount, note: value.note, seen } : { seen },
      ),
  });
}

/**
 * What the statement says and where it stands: its number, company and month, its state and
 * payment, its version, the money (what earlier statements left, this one's amount, what is
 * due in all, recorded and received) and the company's difference when it raised one.
 */
function StatementFacts({ statement }: { statement: ConsoleStatementDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = statement.detail;
  const facts: [string, ReactNode][] = [
    [message(locale, 'statement.balanceNum'), statement.balanceNum],
    [t('consoleStatement.company'), <Link to={`/admin/companies/${statement.companyId}`}>{statement.company}</Link>],
    [message(locale, 'statement.month'), statement.month],
    [message(locale, 'statement.period'), `${record.startDate} ~ ${record.endDate}`],
    [t('statements.state'), <StatementStateTag state={statement.state} />],
    [
      t('consoleStatement.payStatus'),
      t(statement.payStatus === 1 ? 'consoleStatement.pay.full' : 'consoleStatement.pay.short'),
    ],
    [message(locale, 'statement.version'), statement.version],
    [message(locale, 'statement.openingBalance'), formatPayable(record.openingBalance)],
    [message(locale, 'statement.accountAmount'), formatPayable(record.accountAmount)],
    [message(locale, 'statement.closingBalance'), formatPayable(record.closingBalance)],
    [message(locale, 'statement.dueDate'), statement.dueDate],
    [message(locale, 'statement.recordedAmount'), formatPayable(record.recordedAmount)],
    [message(locale, 'statement.paidAmount'), formatPayable(record.paidAmount)],
    [t('consoleStatement.createDate'), statement.createDate],
  ];
  return <Facts facts={facts} />;
}

/** The company's difference, its reason and the lines it marked, set apart while it stands. */
function Dispute({ statement }: { statement: ConsoleStatementDetail }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { record } = statement.detail;
  if (record.diversity === null && record.disputedLines.length === 0) return null;
  const facts: [string, ReactNode][] = [
    [
      message(locale, 'statement.diversity'),
      record.diversity === null ? null : <strong>{formatPayable(record.diversity)}</strong>,
    ],
    [message(locale, 'statement.diversityReson'), record.diversityReson],
    [
      t('consoleStatement.disputedLines'),
      record.disputedLines.length > 0
        ? t('consoleStatement.disputedCount', { count: record.disputedLines.length })
        : null,
    ],
  ];
  return (
    <div className="console-note">
      <Facts facts={facts} />
    </div>
  );
}

/**
 * One statement: its facts and the company's difference, its lines by order with
 * the goods, adjustments and totals, every version's files, the steps finance may take in its
 * state (each a plain form carrying the version shown), its remittances with their confirm and
 * return forms, and its audit trail.
 */
export default function ConsoleStatementScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { statement, invoices } = loaderData;
  const { record } = statement.detail;
  const staff = useStaff();
  const offered = statement.actions.filter((action): action is Step => action !== 'invoice');
  const steps = offered.filter((action) => staffMay(staff.roles, STATEMENT_ACTION_RULES[action].right));
  const waitsFor = [...new Set(offered.flatMap((action) => STAFF_ACTIONS[STATEMENT_ACTION_RULES[action].right]))];
  const mayHandle = staffMay(staff.roles, 'manageStatements');
  // Waiting in the 待开票 queue (the backend says so): one consolidated invoice, issued there.
  const toInvoice = statement.actions.includes('invoice') && staffMay(staff.roles, 'issueInvoice');
  const amountField = (description: string): ActionField => ({
    name: 'amount',
    label: message(locale, 'statement.adjustment'),
    type: 'number',
    description,
  });
  const noteField: ActionField = {
    name: 'note',
    label: message(locale, 'statement.adjustmentNote'),
    type: 'textarea',
  };
  const fieldsOf: Record<Step, ActionField[]> = {
    adjust: [amountField(t('consoleStatement.adjustHint')), noteField],
    send: [],
    acceptDispute: [],
    resend: [amountField(t('consoleStatement.optionalAmount')), noteField],
    close: [],
  };
  const diversity = record.diversity ?? 0;
  const hints: Record<Step, string> = {
    adjust: '',
    send: t('consoleStatement.sendHint'),
    acceptDispute: t('consoleStatement.acceptHint', {
      diversity: formatPayable(diversity),
      adjust: formatPayable(-diversity),
      reason: record.diversityReson ?? '',
    }),
    resend: t('consoleStatement.resendHint'),
    close: t('consoleStatement.closeHint'),
  };
  const rejectReasons = Object.fromEntries(
    statement.detail.remittances.map((remittance) => [remittance.id, remittance.rejectReason]),
  );
  return (
    <section aria-labelledby="statement-title">
      <Title order={1} size="h3" id="statement-title">
        {t('statements.title')} {statement.balanceNum}
      </Title>
      <StatementFacts statement={statement} />
      <Dispute statement={statement} />
      <StatementLines detail={statement.detail} />
      <StatementDownloads id={statement.id} versions={statement.detail.versions} current={statement.version} />
      {steps.length > 0 && (
        <div className="console-actions">
          {steps.map((step) => (
            <ActionForm
              key={step}
              id={`statement-${step}`}
              intent={step}
              seen={statement.seen}
              schema={schemas[step](locale)}
              lastResult={resultFor(actionData, `statement-${step}`)}
              fields={fieldsOf[step]}
              submit={t(`consoleStatement.${step}`)}
              extra={hints[step] ? <Text size="sm">{hints[step]}</Text> : null}
            />
          ))}
        </div>
      )}
      {steps.length === 0 && waitsFor.length > 0 && (
        <Text>
          {t('consoleStatement.waitsFor', { roles: waitsFor.map((role) => t(`console.role.${role}`)).join('、') })}
        </Text>
      )}
      <section aria-labelledby="statement-remittances" className="console-section">
        <h2 id="statement-remittances">{t('statement.remittances')}</h2>
        {statement.remittances.length === 0 ? (
          <p className="empty-state">{t('consoleStatement.noRemittances')}</p>
        ) : (
          <RemittanceTable
            remittances={statement.remittances}
            may={mayHandle}
            actionData={actionData}
            rejectReasons={rejectReasons}
          />
        )}
      </section>
      <InvoiceSection
        invoices={invoices}
        due={statement.invoiceDue}
        issue={toInvoice ? issueHref('statement', statement.id) : null}
      />
      <AuditTimeline entries={statement.timeline} headingId="statement-trail" />
      <p>
        <Link to="/admin/statements">{t('statement.back')}</Link>
      </p>
    </section>
  );
}
