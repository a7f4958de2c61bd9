import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { z } from 'zod';
import {
  INVOICE_FILE_MAX_BYTES,
  InvoiceType,
  invoiceIssueSchema,
  TAX_RATES,
} from '../../../common/areas/invoices/invoice.ts';
import { message, toLocale, type Locale, type MessageKey } from '../../../common/messages.ts';
import { moneyToText, parseMoney, separateTax } from '../../../common/money.ts';
import * as rule from '../../../common/rules.ts';
import { label } from '../../../common/status-label.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';

/** The invoice's fields as the form posts them and the backend reads them (with `file`). */
export const INVOICE_FORM_FIELDS = [
  'invoiceType',
  'invoiceCode',
  'invoiceNo',
  'issueDate',
  'amount',
  'taxRate',
] as const;

/** The rate a new invoice starts with: goods in China are mostly taxed at 13%. */
export const DEFAULT_TAX_RATE = 13;

/**
 * The shared invoice schema and the file beside it: present, and at most the 3 MB the
 * backend takes (what it is — PDF, OFD or XML — the backend reads from its content).
 */
export function invoiceFormSchema(locale: Locale) {
  return z.intersection(
    invoiceIssueSchema(locale),
    z.object({
      file: z
        .file({ error: message(locale, 'invoiceFileMissing') })
        .max(INVOICE_FILE_MAX_BYTES, { error: message(locale, 'invoiceFileInvalid') }),
    }),
  );
}

/**
 * 价税分离 of what is typed, as the invoice will state it, or null while the amount is not one
 * (empty, not a positive amount to the fen) or the rate not one of the shop's.
 */
function splitOf(amount: string, rate: string): { net: string; tax: string } | null {
  const text = amount.trim();
  const money = parseMoney(text);
  const percent = Number(rate);
  if (money === null || money <= 0 || !rule.hasMaxDecimals(text, 2)) return null;
  if (!(TAX_RATES as readonly number[]).includes(percent)) return null;
  const { net, tax } = separateTax(money, percent);
  return { net: moneyToText(net, 2), tax: moneyToText(tax, 2) };
}

/**
 * Issuing an invoice, blue or red: one multipart form, which posts without
 * JavaScript; the shared schema checks it in the browser and again in the route's action.
 * With JavaScript the amount's split into amount and tax shows under it as it is typed. A red
 * invoice keeps the type of the one it reverses (`fixedType`).
 */
export function InvoiceForm({
  id,
  lastResult,
  defaults,
  today,
  amountHint,
  submit,
  fixedType,
  hidden = {},
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  defaults: { invoiceType: number; amount: string; taxRate: number };
  today: string;
  amountHint: string;
  submit: string;
  fixedType?: number;
  hidden?: Record<string, string | number>;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const refused = useRefusedSubmit();
  const schema = invoiceFormSchema(locale);
  // The fields as the form holds them: text, and the file.
  const [form, fields] = useForm<Record<(typeof INVOICE_FORM_FIELDS)[number], string> & { file: File }>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    defaultValue: {
      invoiceType: String(fixedType ?? defaults.invoiceType),
      invoiceCode: '',
      invoiceNo: '',
      issueDate: today,
      amount: defaults.amount,
      taxRate: String(defaults.taxRate),
    },
  });
  const [amount, setAmount] = useState(String(fields.amount.initialValue ?? defaults.amount));
  const [rate, setRate] = useState(String(fields.taxRate.initialValue ?? defaults.taxRate));
  const busy = navigation.state !== 'idle' && navigation.formData?.get('formId') === id;
  const say = (key: MessageKey) => message(locale, key);
  const split = splitOf(amount, rate);
  const { key: amountKey, ...amountProps } = getInputProps(fields.amount, { type: 'text', ariaAttributes: true });
  const { key: rateKey, ...rateProps } = getSelectProps(fields.taxRate, { ariaAttributes: true });
  const fileError = fields.file.errors?.[0];
  const fileHintId = `${id}-file-hint`;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="invoice-form">
      <input type="hidden" name="formId" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <FormAlert form={form} />
      {fixedType === undefined ? (
        <ChoiceField
          field={fields.invoiceType}
          label={say('invoice.invoiceType')}
          options={[InvoiceType.ordinary, InvoiceType.special].map(
            (type) => [String(type), label('invoiceType', type, locale)] as const,
          )}
        />
      ) : (
        <p className="invoice-form-wide">
          <input type="hidden" name="invoiceType" value={fixedType} />
          {t('consoleInvoice.fixedType', { type: label('invoiceType', fixedType, locale) })}
        </p>
      )}
      <TextField
        field={fields.invoiceNo}
        label={say('invoice.invoiceNo')}
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
        description={t('consoleInvoice.noHint')}
      />
      <TextField
        field={fields.invoiceCode}
        label={say('invoice.invoiceCode')}
        inputMode="numeric"
        maxLength={12}
        autoComplete="off"
        description={t('consoleInvoice.codeHint')}
      />
      <DateField field={fields.issueDate} label={say('invoice.issueDate')} max={today} />
      <NativeSelect
        key={`taxRate-${rateKey ?? ''}`}
        {...rateProps}
        // The schema owns the rule and its message, as in TextField.
        required={undefined}
        withAsterisk
        label={say('invoice.taxRate')}
        error={fields.taxRate.errors?.[0]}
        autoFocus={autoFocusFor(fields.taxRate, refused)}
        data={TAX_RATES.map((value) => ({
          value: String(value),
          label: t('consoleInvoice.rateOption', { rate: value }),
        }))}
        onChange={(event) => setRate(event.currentTarget.value)}
      />
      <TextInput
        key={`amount-${amountKey ?? ''}`}
        {...amountProps}
        required={undefined}
        withAsterisk
        aria-required
        label={say('invoice.amount')}
        description={
          <>
            {amountHint}
            {hydrated && (
              <span className="invoice-split" aria-live="polite">
                {split ? t('consoleInvoice.split', split) : t('consoleInvoice.splitUnknown')}
              </span>
            )}
          </>
        }
        error={fields.amount.errors?.[0]}
        autoFocus={autoFocusFor(fields.amount, refused)}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <div className="invoice-form-wide invoice-file">
        <label htmlFor={fields.file.id} className="invoice-file-label">
          {say('invoice.file')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={fields.file.id}
          type="file"
          name={fields.file.name}
          accept=".pdf,.ofd,.xml"
          aria-required
          aria-invalid={fileError ? true : undefined}
          autoFocus={autoFocusFor(fields.file, refused)}
          aria-describedby={fileError ? `${fields.file.errorId} ${fileHintId}` : fileHintId}
        />
        <Text id={fileHintId} size="xs" c="dimmed">
          {t('consoleInvoice.fileHint')}
        </Text>
        {fileError && (
          <p id={fields.file.errorId} className="invoice-file-error" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div className="invoice-form-wide">
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
