import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Group, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { statementConfirmSchema } from '../../../common/areas/statements/statement.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { ReasonField } from '../../components/form/reason-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { InvoiceTable } from '../../components/invoice-table.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { formConstraint } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { notFoundPage, orRefusalPage } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { attachmentHref } from '../files/index.server.ts';
import { VoucherLinks } from '../vouchers/index.ts';
import { statementApi } from './statement-api.server.ts';
import { StatementLines } from './statement-lines.tsx';
import { downloadHref, printHref, remitHref, statementHref } from './statement-url.ts';
import './statements.css';
import type { Route } from './+types/user-center.bill.$id';

export const handle: ScreenHandle = { breadcrumb: 'statement.title' };
export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'statement', { no: data?.detail.record.balanceNum ?? '' });

function statementId(params: { id?: string }) {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('version');
  const version = raw ? asRecordId(raw) : undefined;
  if (raw && version === undefined) throw notFoundPage();
  const detail = await orRefusalPage(statementApi.info({ request, context }, statementId(params), version));
  // Each voucher's address comes with it, so the screen links the file without the files' image parts.
  const remittances = detail.remittances.map((remittance) => ({
    ...remittance,
    voucherHref: attachmentHref(remittance.voucher),
  }));
  return { detail: { ...detail, remittances } };
}

/**
 * One form, two buttons: 确认无误 confirms (no difference); 提交差异 sends the difference, its
 * reason and the marked lines. The version the buyer read goes along: a statement corrected
 * meanwhile is not confirmed unseen.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = statementId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const dispute = formData.get('intent') === 'dispute';
  const submission = checkForm(formData, statementConfirmSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  if (dispute && submission.value.diversity === 0)
    return invalid(submission.reply({ fieldErrors: { diversity: [message(locale, 'statementDiversityMissing')] } }));
  try {
    await statementApi.confirm(
      { request, context },
      dispute
        ? {
            id,
            version: formData.get('version'),
            diversity: formData.get('diversity'),
            diversityReson: formData.get('diversityReson'),
            disputedLines: formData.getAll('disputedLines'),
          }
        : { id, version: formData.get('version') },
    );
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, statementHref(id), {
    type: 'success',
    message: message(locale, dispute ? 'statementDisputed' : 'statementConfirmed'),
  });
}

/**
 * A statement (SPEC §2 statement detail, built for real: DESIGN.md decision 11): opening balance,
 * lines by order with subtotals, adjustments, the closing balance; each version as PDF, XLSX and
 * CSV; the invoice issued for it; the remittances; and at state 1 the confirmation, with a
 * difference and its reason.
 */
export default function StatementScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { detail } = loaderData;
  const { record } = detail;
  const schema = statementConfirmSchema(locale);
  const [form, fields] = useForm<{ diversity: string; diversityReson: string }>({
    id: 'statement-confirm',
    lastResult: actionData?.result,
    // Neither the difference nor its reason is required (confirming has none): the schema says so.
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const current = record.version === detail.versions.at(-1);
  const canConfirm = current && record.actions.includes('confirm');
  const say = (key: Parameters<typeof message>[1]) => message(locale, key);
  return (
    <section aria-labelledby="statement-title" className="statement">
      <Title order={1} size="h3" id="statement-title">
        {t('statement.title')} {record.balanceNum}
      </Title>
      <Facts
        className="statement-facts"
        facts={[
          [t('statement.company'), record.companyName],
          [say('statement.period'), `${record.startDate} ~ ${record.endDate}`],
          [t('statements.state'), label('statementState', record.state, locale)],
          [t('statements.payStatus'), t(record.payStatus === 1 ? 'statements.remitted' : 'statements.notRemitted')],
          [say('statement.version'), record.version],
          [say('statement.openingBalance'), formatPayable(record.openingBalance)],
          [say('statement.accountAmount'), formatPayable(record.accountAmount)],
          [say('statement.closingBalance'), formatPayable(record.closingBalance)],
          [say('statement.dueDate'), record.dueDate],
          [say('statement.recordedAmount'), formatPayable(record.recordedAmount)],
          [say('statement.paidAmount'), formatPayable(record.paidAmount)],
          [say('statement.diversity'), record.diversity === null ? null : formatPayable(record.diversity)],
          [say('statement.diversityReson'), record.diversityReson],
        ]}
      />
      <nav aria-label={t('statement.versions')} className="statement-versions">
        {detail.versions.map((version) => (
          <p key={version}>
            {version === record.version ? (
              <strong>{t('statement.versionN', { version })}</strong>
            ) : (
              <Link to={statementHref(record.id, version)}>{t('statement.versionN', { version })}</Link>
            )}{' '}
            {(['pdf', 'xlsx', 'csv'] as const).map((format) => (
              <a
                key={format}
                href={downloadHref(record.id, format, version)}
                aria-label={t('statement.downloadOf', { version, format: format.toUpperCase() })}
              >
                {format.toUpperCase()}
              </a>
            ))}
          </p>
        ))}
      </nav>
      <VoucherLinks kind="statement" items={[{ id: record.id, name: record.balanceNum }]} settings />
      <p>
        <Link to={printHref(record.id)}>{t('statement.printLink')}</Link>
      </p>
      <StatementLines detail={detail} disputeForm={canConfirm ? 'statement-confirm' : undefined} />
      {canConfirm && (
        <Form
          method="post"
          {...getFormProps(form)}
          aria-labelledby="statement-confirm-title"
          className="statement-form"
        >
          <h2 id="statement-confirm-title" className="statement-heading">
            {t('statement.confirmTitle')}
          </h2>
          <p className="form-hint">{t('statement.confirmHint')}</p>
          <input type="hidden" name="version" value={record.version} />
          <FormAlert form={form} />
          <TextField field={fields.diversity} label={say('statement.diversity')} maxLength={16} />
          <ReasonField field={fields.diversityReson} label={say('statement.diversityReson')} />
          <Group>
            <Button type="submit" name="intent" value="confirm">
              {t('statement.confirmNoDifference')}
            </Button>
            <Button type="submit" name="intent" value="dispute" variant="outline">
              {t('statement.submitDifference')}
            </Button>
          </Group>
        </Form>
      )}
      {/* The invoice issued for it (and any red one reversing part of it), each with its file. */}
      <InvoiceTable invoices={detail.invoices} empty={t('statement.noInvoice')} />
      {record.actions.includes('remit') && (
        <p>
          <Link to={remitHref(record.id)} className="statement-remit-link">
            {t('statements.remit')}
          </Link>
        </p>
      )}
      <ListTable
        className="statement-remittances"
        caption={t('statement.remittances')}
        captionShown
        heads={[
          say('remittance.remitDate'),
          say('remittance.amount'),
          say('remittance.payerName'),
          say('remittance.serial'),
          say('remittance.voucher'),
          t('statements.state'),
        ]}
        rows={detail.remittances}
        empty={t('statement.noRemittances')}
      >
        {(remittance) => (
          <Table.Tr key={remittance.id}>
            <Table.Td>{remittance.remitDate}</Table.Td>
            <Table.Td className="money">{formatPayable(remittance.amount)}</Table.Td>
            <Table.Td>
              {remittance.payerName} {remittance.payerAccount}
            </Table.Td>
            <Table.Td>{remittance.serial}</Table.Td>
            <Table.Td>
              <a href={remittance.voucherHref} target="_blank" rel="noreferrer">
                {t('statement.voucherOf', { serial: remittance.serial })}
              </a>
            </Table.Td>
            <Table.Td>
              {label('remittanceState', remittance.state, locale)}
              {remittance.rejectReason ? `：${remittance.rejectReason}` : ''}
            </Table.Td>
          </Table.Tr>
        )}
      </ListTable>
      <p>
        <Link to="/userCenter/bill">{t('statement.back')}</Link>
      </p>
    </section>
  );
}
