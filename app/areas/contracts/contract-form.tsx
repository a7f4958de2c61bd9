import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { CONTRACT_TYPES, contractDraftSchema, type ContractRecord } from '../../../common/areas/contracts/contract.ts';
import type { ContractParty } from '../../../common/areas/contracts/console.ts';
import { message, toLocale, type MessageKey } from '../../../common/messages.ts';
import { label } from '../../../common/status-label.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';
import { formatPayable } from '../../lib/price.ts';
import { moneyToWire } from '../../../common/money.ts';
import { ContractApproval } from './contract-approval.tsx';
import { ContractCredit, creditEffectOf, typedCredit } from './contract-credit.tsx';

/** The draft's fields, as the form posts them and the backend reads them. */
export const CONTRACT_FORM_FIELDS = [
  'companyId',
  'contractName',
  'mainCharge',
  'subCharge',
  'contractType',
  'contractAmount',
  'retentionAmount',
  'creditAmount',
  'accountPeriod',
  'signDate',
  'endDate',
  'terms',
] as const;

/** Amounts the draft may leave blank: blank is 0 yuan. */
const OPTIONAL_AMOUNTS: readonly string[] = ['contractAmount', 'retentionAmount'];

/**
 * The draft's fields as the staff member typed them, for the backend: the shared schema
 * turns yuan into ten-thousandths, so the parsed values must not go on (the backend parses
 * the same text with the same schema). A blank optional amount goes as 0, as the schema reads
 * it: the backend drops blank fields, and its schema refuses an amount that is missing.
 */
export function contractFormValues(formData: FormData): Record<string, string | undefined> {
  return Object.fromEntries(
    CONTRACT_FORM_FIELDS.map((name) => {
      const value = formData.get(name);
      const text = typeof value === 'string' ? value : undefined;
      return [name, OPTIONAL_AMOUNTS.includes(name) && !text?.trim() ? '0' : text];
    }),
  );
}

/** Credit days a new draft starts with. */
const DEFAULT_PERIOD_DAYS = '30';

/**
 * Drafting a contract, or changing a draft: one plain POST form, checked by the
 * contract's schema in the browser and again by the route's action and the backend. A new
 * draft chooses its company among the approved ones (`parties`); a draft being changed keeps
 * its company and sends back the version it showed (`seen`). Under the credit it says what the
 * credit would leave the company once signed, against what the company uses now: as the form
 * was drawn without JavaScript (a draft's saved credit, or what was posted), and as it is typed
 * with it.
 */
export function ContractForm({
  id,
  intent,
  lastResult,
  submit,
  parties,
  company,
  contract,
  seen,
  dates,
  approval,
}: {
  id: string;
  intent: 'add' | 'edit';
  lastResult?: SubmissionResult<string[]>;
  submit: string;
  /** A new draft: the companies it may be for. */
  parties?: ContractParty[];
  /** A draft being changed: its company, which does not change, and the credit it uses now (yuan). */
  company?: { id: number; name: string; usedCredit: number; creditLimit: number };
  /** A draft being changed: its fields now. */
  contract?: ContractRecord;
  seen?: number;
  /** A new draft's suggested dates. */
  dates?: { signDate: string; endDate: string };
  /**
   * The large-credit rule (yuan), and for a draft being changed who approved its credit and which
   * credit that was: the form says, as the credit is typed, whether it will need approval.
   */
  approval?: { above: number; approvedBy: string | null; approvedCredit: number | null };
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const navigation = useNavigation();
  const refused = useRefusedSubmit();
  const schema = contractDraftSchema(locale);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: contract
      ? {
          companyId: String(company?.id ?? ''),
          contractName: contract.contractName,
          mainCharge: contract.mainCharge,
          subCharge: contract.subCharge,
          contractType: String(contract.contractType),
          contractAmount: contract.contractAmount ? formatPayable(contract.contractAmount) : '',
          retentionAmount: contract.retentionAmount ? formatPayable(contract.retentionAmount) : '',
          creditAmount: formatPayable(contract.creditAmount),
          accountPeriod: String(contract.accountPeriod),
          signDate: contract.signDate,
          endDate: contract.endDate,
          terms: contract.terms,
        }
      : {
          companyId: '',
          contractType: '',
          accountPeriod: DEFAULT_PERIOD_DAYS,
          signDate: dates?.signDate ?? '',
          endDate: dates?.endDate ?? '',
        },
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('formId') === id;
  const say = (key: MessageKey) => message(locale, key);
  // The company and credit the form holds, for what the credit would leave: as drawn, then as typed.
  const [watched, setWatched] = useState(() => ({
    companyId: String(fields.companyId.initialValue ?? ''),
    credit: String(fields.creditAmount.initialValue ?? ''),
  }));
  const watch = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const next = { companyId: String(data.get('companyId') ?? ''), credit: String(data.get('creditAmount') ?? '') };
    if (next.companyId !== watched.companyId || next.credit !== watched.credit) setWatched(next);
  };
  const party = company ?? parties?.find((candidate) => String(candidate.id) === watched.companyId) ?? null;
  const effect = party ? creditEffectOf(party, watched.credit) : null;
  const credit = typedCredit(watched.credit);
  /** A text, date or amount field: labelled, its error and hint tied to it, its rule the schema's. */
  const input = (
    name: Exclude<(typeof CONTRACT_FORM_FIELDS)[number], 'companyId' | 'contractType' | 'terms'>,
    kind: 'text' | 'date' | 'money' | 'days' = 'text',
    description?: string,
  ) => {
    const optional = OPTIONAL_AMOUNTS.includes(name);
    const field = fields[name];
    // Conform's key changes when the form resets (to remount the control); the name keeps it unique.
    const { key, ...props } = getInputProps(field, { type: kind === 'date' ? 'date' : 'text', ariaAttributes: true });
    return (
      <TextInput
        key={`${name}-${key ?? ''}`}
        {...props}
        required={undefined}
        withAsterisk={field.required && !optional}
        aria-required={(field.required && !optional) || undefined}
        label={say(`contract.${name}`)}
        description={description}
        error={field.errors?.[0]}
        autoFocus={autoFocusFor(field, refused)}
        inputMode={kind === 'money' ? 'decimal' : kind === 'days' ? 'numeric' : undefined}
        autoComplete="off"
      />
    );
  };
  const { key: companyKey, ...companyProps } = getSelectProps(fields.companyId, { ariaAttributes: true });
  const { key: typeKey, ...typeProps } = getSelectProps(fields.contractType, { ariaAttributes: true });
  const { key: termsKey, ...termsProps } = getTextareaProps(fields.terms, { ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="contract-form" onChange={watch}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={id} />
      {seen !== undefined && <input type="hidden" name="seen" value={String(seen)} />}
      <FormAlert form={form} />
      {company ? (
        <p className="contract-form-wide">
          <input type="hidden" name="companyId" value={company.id} />
          {t('consoleContract.companyFixed', { name: company.name })}
        </p>
      ) : (
        <NativeSelect
          key={`companyId-${companyKey ?? ''}`}
          {...companyProps}
          // The schema owns the rule and its message, as in TextField.
          required={undefined}
          withAsterisk
          label={say('contract.company')}
          error={fields.companyId.errors?.[0]}
          autoFocus={autoFocusFor(fields.companyId, refused)}
          data={[
            { value: '', label: t('consoleContract.chooseCompany') },
            ...(parties ?? []).map((party) => ({ value: String(party.id), label: party.name })),
          ]}
          className="contract-form-wide"
        />
      )}
      {input('contractName')}
      <NativeSelect
        key={`contractType-${typeKey ?? ''}`}
        {...typeProps}
        required={undefined}
        withAsterisk
        label={say('contract.contractType')}
        error={fields.contractType.errors?.[0]}
        autoFocus={autoFocusFor(fields.contractType, refused)}
        data={[
          { value: '', label: t('consoleContract.chooseType') },
          ...CONTRACT_TYPES.map((type) => ({ value: String(type), label: label('contractType', type, locale) })),
        ]}
      />
      {input('mainCharge')}
      {input('subCharge')}
      {input('creditAmount', 'money', t('consoleContract.creditHint'))}
      {input('accountPeriod', 'days')}
      <div className="contract-form-wide">
        <ContractCredit
          effect={effect}
          company={party}
          live
          headingId={`${id}-credit`}
          headingLevel={intent === 'edit' ? 3 : 2}
          hint={party ? t('consoleContract.creditTypeAmount') : t('consoleContract.creditChooseCompany')}
        />
        {approval && (
          <ContractApproval
            credit={credit === null ? null : moneyToWire(credit)}
            above={approval.above}
            approvedBy={approval.approvedBy}
            approvedCredit={approval.approvedCredit}
            live
            headingId={`${id}-approval`}
            headingLevel={intent === 'edit' ? 3 : 2}
          />
        )}
      </div>
      {input('contractAmount', 'money', t('consoleContract.optionalAmount'))}
      {input('retentionAmount', 'money', t('consoleContract.optionalAmount'))}
      {input('signDate', 'date')}
      {input('endDate', 'date')}
      <Textarea
        key={`terms-${termsKey ?? ''}`}
        {...termsProps}
        required={undefined}
        label={say('contract.terms')}
        error={fields.terms.errors?.[0]}
        autoFocus={autoFocusFor(fields.terms, refused)}
        autosize
        minRows={3}
        className="contract-form-wide"
      />
      <div className="contract-form-wide">
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
