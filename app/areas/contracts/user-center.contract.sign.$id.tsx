import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import { contractRefuseSchema, contractSignSchema } from '../../../common/areas/contracts/contract.ts';
import { ContractStatus } from '../../../common/areas/contracts/transitions.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { label } from '../../../common/status-label.ts';
import { Facts } from '../../components/facts.tsx';
import { DefaultSubmit } from '../../components/form/default-submit.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { ReasonForm } from '../../components/form/reason-form.tsx';
import { FormNotice, SmsCodeRow } from '../../components/form/sms-code-row.tsx';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import type { loader as layoutLoader } from '../../frames/user-center.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { formConstraint } from '../../lib/forms.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { notFoundPage, orRefusalPage } from '../../lib/not-found.server.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { formatPayable } from '../../lib/price.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { contractApi } from './contract-api.server.ts';
import { documentHref } from './contract-url.ts';
import './contracts.css';
import type { Route } from './+types/user-center.contract.sign.$id';

export const handle: ScreenHandle = { breadcrumb: 'contractSign.title' };
export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'contractSign', { no: data?.contract.contractNo ?? '' });

function contractId(params: { id?: string }) {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { contract: await orRefusalPage(contractApi.info({ request, context }, contractId(params))) };
}

/** Three intents on one screen: send the signing code, sign, or refuse with a reason. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = { request, context };
  const id = contractId(params);
  const locale = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const here = new URL(request.url).pathname;
  if (intent === 'refuse') {
    const submission = checkForm(formData, contractRefuseSchema(locale));
    if (submission.status !== 'success') return invalid(submission.reply());
    try {
      await contractApi.refuse(ctx, id, submission.value.reason);
    } catch (error) {
      return refusedBy(error, submission);
    }
    return redirectWithToast(request, here, { type: 'success', message: message(locale, 'contractRefused') });
  }
  if (intent === 'sendCode') {
    // Only the code is asked for: the agreement and the code are checked when signing.
    const submission = checkForm(formData, z.unknown());
    try {
      await contractApi.sendCode(ctx, id);
    } catch (error) {
      return refusedBy(error, submission);
    }
    return { result: submission.reply(), codeSentAt: Date.now(), notice: message(locale, 'contractCodeSent') };
  }
  const submission = checkForm(formData, contractSignSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await contractApi.sign(ctx, id, submission.value);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, here, { type: 'success', message: message(locale, 'contractSigned') });
}

/**
 * Signing a contract, the embedded way: the contract's facts and its document (a new
 * tab) with the fingerprint frozen when it was sent; 「我已阅读并同意」 and the code sent to the main
 * account's mobile sign it; a reason refuses it. Once signed or refused it says so.
 */
export default function ContractSign({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { contract } = loaderData;
  const user = useRouteLoaderData<typeof layoutLoader>('frames/user-center')?.user;
  const intent = actionData && 'result' in actionData ? actionData.result?.initialValue?.intent : undefined;
  const signSchema = contractSignSchema(locale);
  const [form, fields] = useForm<{ agree: string; code: string }>({
    id: 'contract-sign',
    lastResult: intent === 'refuse' ? undefined : actionData?.result,
    // Marks what signing requires (the agreement and the code) from the schema that checks it.
    constraint: formConstraint(signSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Sending the code asks for nothing typed; signing checks the agreement and the code.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: (formData.get('intent') === 'sendCode' ? z.unknown() : signSchema) as typeof signSchema,
      }),
  });
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const codeSentAt = actionData && 'codeSentAt' in actionData ? actionData.codeSentAt : undefined;
  const canSign = contract.actions.includes('sign') || contract.actions.includes('startSigning');
  const { key: agreeKey, ...agreeProps } = getInputProps(fields.agree, { type: 'checkbox', ariaAttributes: true });
  const agreeFocus = useAutoFocusOnRefusal(fields.agree);
  const mobile = user?.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') ?? '';
  return (
    <section aria-labelledby="contract-sign-title" className="contract-sign">
      <Title order={1} size="h3" id="contract-sign-title">
        {t('contractSign.title')} {contract.contractNo}
      </Title>
      <h2 className="contract-heading">{t('contractSign.facts')}</h2>
      <Facts
        className="contract-facts"
        facts={[
          [message(locale, 'contract.contractName'), contract.contractName],
          [message(locale, 'contract.status'), label('contractStatus', contract.status, locale)],
          [message(locale, 'contract.contractType'), label('contractType', contract.contractType, locale)],
          [message(locale, 'contract.signMain'), `${contract.signMain}（${contract.mainCharge}）`],
          [message(locale, 'contract.signSub'), `${contract.signSub}（${contract.subCharge}）`],
          [message(locale, 'contract.contractAmount'), formatPayable(contract.contractAmount)],
          [message(locale, 'contract.retentionAmount'), formatPayable(contract.retentionAmount)],
          [message(locale, 'contract.creditAmount'), formatPayable(contract.creditAmount)],
          [message(locale, 'contract.accountPeriod'), contract.accountPeriod],
          [message(locale, 'contract.signDate'), contract.signDate],
          [message(locale, 'contract.endDate'), contract.endDate],
          [message(locale, 'contract.contractLife'), contract.contractLife],
          [message(locale, 'contract.terms'), contract.terms],
        ]}
      />
      <h2 className="contract-heading">{t('contractSign.document')}</h2>
      <p>
        <a href={documentHref(contract.id)} target="_blank" rel="noopener">
          {t('contractSign.openDocument')}
        </a>
      </p>
      {contract.documentHash && (
        <p className="contract-hash">
          {t('contractSign.hash')} <code>{contract.documentHash}</code>
        </p>
      )}
      {contract.status === ContractStatus.signed || contract.status === ContractStatus.preserved ? (
        <p role="status" className="contract-outcome">
          {t('contractSign.signed', { date: contract.signedDate ?? '', name: contract.signerName ?? '' })}
        </p>
      ) : null}
      {contract.status === ContractStatus.refused && (
        <p role="status" className="contract-outcome">
          {t('contractSign.refused', { reason: contract.refuseReason ?? '' })}
        </p>
      )}
      {!canSign && contract.actions.includes('refuse') && <p className="contract-outcome">{t('contractSign.ended')}</p>}
      {canSign && (
        <Form
          method="post"
          {...getFormProps(form)}
          aria-labelledby="contract-sign-form-title"
          className="contract-form"
        >
          <h2 id="contract-sign-form-title" className="contract-heading">
            {t('contractSign.signTitle')}
          </h2>
          <DefaultSubmit value="sign" />
          <FormAlert form={form} />
          <FormNotice notice={notice} />
          <p className="form-hint">{t('contractSign.signHint', { mobile })}</p>
          <div className="agree-row">
            <input
              key={agreeKey}
              {...agreeProps}
              // The schema owns the rule and its message, as in TextField.
              required={undefined}
              aria-required={fields.agree.required || undefined}
              autoFocus={agreeFocus}
            />
            <label htmlFor={fields.agree.id}>
              {t('contractSign.agree')}
              {fields.agree.required && <span aria-hidden="true"> *</span>}
            </label>
            {fields.agree.errors?.[0] && (
              <p id={fields.agree.errorId} className="field-error">
                {fields.agree.errors[0]}
              </p>
            )}
          </div>
          <SmsCodeRow field={fields.code} label={t('contractSign.code')} sentAt={codeSentAt} />
          <Button type="submit" name="intent" value="sign">
            {t('contractSign.submit')}
          </Button>
        </Form>
      )}
      {contract.actions.includes('refuse') && (
        <ReasonForm
          id="contract-refuse"
          schema={contractRefuseSchema(locale)}
          lastResult={intent === 'refuse' ? actionData?.result : undefined}
          labelledBy="contract-refuse-title"
          label={message(locale, 'contract.refuseReason')}
          actions={
            <Button type="submit" name="intent" value="refuse" variant="outline" color="red">
              {t('contractSign.refuse')}
            </Button>
          }
        >
          <h2 id="contract-refuse-title" className="contract-heading">
            {t('contractSign.refuseTitle')}
          </h2>
          <p className="form-hint">{t('contractSign.refuseHint')}</p>
        </ReasonForm>
      )}
      <p>
        <Link to="/userCenter/contract">{t('contractSign.back')}</Link>
      </p>
    </section>
  );
}
