import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { z } from 'zod';
import { remittanceSchema } from '../../../common/areas/statements/statement.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { Facts } from '../../components/facts.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { formConstraint } from '../../lib/forms.ts';
import { checkForm, refusedBy } from '../../lib/forms.server.ts';
import { notFoundPage, orRefusalPage } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { ApiError } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { filesApi } from '../files/index.server.ts';
import { DELETE_IMAGE, ImageField } from '../files/index.ts';
import { statementApi } from './statement-api.server.ts';
import { statementHref } from './statement-url.ts';
import './statements.css';
import type { Route } from './+types/user-center.bill.$id.remit';

export const handle: ScreenHandle = { breadcrumb: 'remit.title' };
export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'remit', { no: data?.info.record.balanceNum ?? '' });

function statementId(params: { id?: string }) {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  return id;
}

/** What is left to pay and where to, and a form id for the voucher. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const [info, formId] = await Promise.all([
    orRefusalPage(statementApi.remittanceInfo(ctx, statementId(params))),
    filesApi.formId(ctx),
  ]);
  return { info, formId, today: shanghaiDate(Date.now()) };
}

/**
 * One post, with or without JavaScript: a voucher picked without JavaScript (`voucherFile`) is
 * uploaded first, so a refused form keeps it; `deleteImage:voucher` removes it; submitting checks
 * the form with the shared schema and records the remittance.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = { request, context };
  const id = statementId(params);
  const locale = getLocale(context);
  const form = await request.formData();
  const formId = String(form.get('formId') ?? '');
  const intent = String(form.get('intent') ?? 'remit');
  const file = form.get('voucherFile');
  form.delete('voucherFile');
  const fileErrors: string[] = [];
  if (file instanceof File && file.size > 0) {
    try {
      form.set('voucher', await filesApi.upload(ctx, file, { formId, doctype: 'voucher' }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      fileErrors.push(error.message);
    }
  }
  if (intent.startsWith(DELETE_IMAGE)) {
    const path = String(form.get('voucher') ?? '');
    if (path) {
      try {
        await filesApi.deleteFile(ctx, path);
        form.set('voucher', '');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        fileErrors.push(error.message);
      }
    }
  }
  const submission = checkForm(form, remittanceSchema(locale));
  if (intent !== 'remit' || fileErrors.length > 0 || submission.status !== 'success')
    return data(
      { result: submission.reply({ formErrors: fileErrors.length > 0 ? fileErrors : undefined, resetForm: false }) },
      { status: intent === 'remit' ? 400 : 200 },
    );
  try {
    // The amount goes as typed: the shared schema turned it into ten-thousandths.
    await statementApi.remit(ctx, id, { ...Object.fromEntries(form), amount: form.get('amount') });
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, statementHref(id), {
    type: 'success',
    message: message(locale, 'remittanceRecorded'),
  });
}

/**
 * 汇款 for a statement (SPEC §4: offered at 4, and while partly remitted or overdue): what is
 * left, the shop's receiving account, and the remittance with its voucher image.
 */
export default function Remit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { info, formId, today } = loaderData;
  const { record, payee } = info;
  const schema = remittanceSchema(locale);
  const [form, fields] = useForm<
    Record<'amount' | 'remitDate' | 'payerName' | 'payerAccount' | 'serial' | 'voucher', string>
  >({
    id: 'remit',
    // Marks the required fields from the schema that checks them.
    constraint: formConstraint(schema),
    lastResult: actionData?.result,
    defaultValue: { amount: formatPayable(info.left), remitDate: today, payerName: record.companyName },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Only submitting checks the form; adding or removing the voucher just posts it.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get('intent') === 'remit' ? schema : z.unknown() }) as never,
  });
  const say = (key: Parameters<typeof message>[1]) => message(locale, key);
  return (
    <section aria-labelledby="remit-title" className="remit">
      <Title order={1} size="h3" id="remit-title">
        {t('remit.title')} {record.balanceNum}
      </Title>
      <Facts
        className="statement-facts"
        facts={[
          [say('statement.accountAmount'), formatPayable(record.accountAmount)],
          [say('statement.recordedAmount'), formatPayable(record.recordedAmount)],
          [t('remit.left'), formatPayable(info.left)],
          [say('statement.dueDate'), record.dueDate],
          [t('remit.payeeName'), payee.accountName],
          [t('remit.payeeBank'), payee.bank],
          [t('remit.payeeAccount'), payee.accountNo],
        ]}
      />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-labelledby="remit-title">
        <Stack gap="sm" maw={520}>
          <input type="hidden" name="formId" value={formId} />
          <FormAlert form={form} />
          <TextField field={fields.amount} label={say('remittance.amount')} maxLength={16} />
          <DateField field={fields.remitDate} label={say('remittance.remitDate')} max={today} />
          <TextField field={fields.payerName} label={say('remittance.payerName')} maxLength={100} />
          <TextField
            field={fields.payerAccount}
            label={say('remittance.payerAccount')}
            inputMode="numeric"
            maxLength={36}
          />
          <TextField field={fields.serial} label={say('remittance.serial')} maxLength={64} />
          <ImageField
            name="voucher"
            doctype="voucher"
            label={say('remittance.voucher')}
            path={String(fields.voucher.initialValue ?? '')}
            formId={formId}
            error={fields.voucher.errors?.[0]}
            errorId={fields.voucher.errorId}
          />
          <Button type="submit" name="intent" value="remit">
            {t('remit.submit')}
          </Button>
        </Stack>
      </Form>
      <p>
        <Link to={statementHref(record.id)}>{t('remit.back')}</Link>
      </p>
    </section>
  );
}
