import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import {
  priceListDiscountSchema,
  priceListFormSchema,
  type DiscountTargets,
  type PriceListContractChoice,
} from '../../../common/areas/price-lists/console.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { DateField } from '../../components/form/date-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { NativeSelect } from '../../components/mantine-choices.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

const useBusy = (id: string) => {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('formId') === id;
};

/**
 * A list's name, first and last day (Shanghai dates) and the company's contract carrying it: a
 * plain form checked by the shared schema in the browser and again by the action and the backend.
 */
export function PriceListForm({
  id,
  intent,
  submit,
  lastResult,
  contracts,
  values,
}: {
  id: string;
  intent: string;
  submit: string;
  lastResult?: SubmissionResult<string[]>;
  contracts: PriceListContractChoice[];
  values?: { name: string; validFrom: string; validTo: string; contractId: number | null };
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const schema = priceListFormSchema(locale);
  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    defaultValue: values
      ? {
          name: values.name,
          validFrom: values.validFrom,
          validTo: values.validTo,
          contractId: String(values.contractId ?? ''),
        }
      : undefined,
  });
  const contractFocus = useAutoFocusOnRefusal(fields.contractId);
  const { key: contractKey, ...contractProps } = getSelectProps(fields.contractId, { ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="price-list-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={id} />
      <FormAlert form={form} />
      <TextField field={fields.name} label={message(locale, 'field.priceListName')} maxLength={60} />
      <DateField field={fields.validFrom} label={message(locale, 'field.priceListFrom')} />
      <DateField field={fields.validTo} label={message(locale, 'field.priceListTo')} />
      <NativeSelect
        key={`contract-${contractKey ?? ''}`}
        {...contractProps}
        required={undefined}
        label={message(locale, 'field.priceListContract')}
        error={fields.contractId.errors?.[0]}
        autoFocus={contractFocus}
        data={[
          { value: '', label: t('priceListConsole.noContract') },
          ...contracts.map((contract) => ({
            value: String(contract.id),
            label: `${contract.contractNo} ${contract.contractName}`,
          })),
        ]}
      />
      <div>
        <Button type="submit" loading={useBusy(id)}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** A discount on a category (its whole subtree) or a brand, at a percentage of the list price. */
export function DiscountForm({
  id,
  lastResult,
  targets,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  targets: DiscountTargets;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const schema = priceListDiscountSchema(locale);
  const [form, fields] = useForm<{ target: string; percent: string }>({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const targetFocus = useAutoFocusOnRefusal(fields.target);
  const { key: targetKey, ...targetProps } = getSelectProps(fields.target, { ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="price-list-form">
      <input type="hidden" name="intent" value="addDiscount" />
      <input type="hidden" name="formId" value={id} />
      <FormAlert form={form} />
      <NativeSelect
        key={`target-${targetKey ?? ''}`}
        {...targetProps}
        required={undefined}
        withAsterisk
        aria-required
        label={t('priceListConsole.discountOn')}
        error={fields.target.errors?.[0]}
        autoFocus={targetFocus}
        data={[
          { value: '', label: t('priceListConsole.chooseTarget') },
          ...targets.categories.map((category) => ({
            value: `category:${category.id}`,
            label: t('priceListConsole.categoryOption', { name: category.name }),
          })),
          ...targets.brands.map((brand) => ({
            value: `brand:${brand.id}`,
            label: t('priceListConsole.brandOption', { name: brand.name }),
          })),
        ]}
      />
      <TextField
        field={fields.percent}
        label={t('priceListConsole.percent')}
        description={t('priceListConsole.percentHint')}
        inputMode="text"
        maxLength={6}
      />
      <div>
        <Button type="submit" loading={useBusy(id)}>
          {t('priceListConsole.addDiscount')}
        </Button>
      </div>
    </Form>
  );
}

/** The rows of an import file that were wrong, by line: nothing was written. */
export function ImportProblems({ problems }: { problems?: { line: number; code: string; problem: string }[] }) {
  const { t } = useTranslation();
  if (!problems || problems.length === 0) return null;
  return (
    <div role="alert" className="price-list-problems">
      <Text fw={600}>{t('priceListConsole.importProblems')}</Text>
      <ul>
        {problems.slice(0, 200).map((problem) => (
          <li key={problem.line}>
            {t('priceListConsole.line', { line: problem.line })} {problem.code && <code>{problem.code}</code>}{' '}
            {problem.problem}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rows an import refused, from the action's answer to the page that posted it. */
export function problemsIn(actionData: unknown): { line: number; code: string; problem: string }[] | undefined {
  return (actionData as { problems?: { line: number; code: string; problem: string }[] } | undefined)?.problems;
}
