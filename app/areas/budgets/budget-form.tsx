import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import { budgetSaveSchema, COMPANY_BUDGET } from '../../../common/areas/budgets/budget.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { NativeSelect } from '../../components/mantine-choices.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { formConstraint } from '../../lib/forms.ts';

/**
 * Setting or changing a budget: whose (the company or a sub-account), which period and how much,
 * a plain form checked by the schema the backend checks with, in the browser and in the action.
 */
export function BudgetForm({
  accounts,
  lastResult,
}: {
  accounts: { id: number; username: string; linkman: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = budgetSaveSchema(toLocale(i18n.language));
  // The fields as the form posts them: text, which the schema reads into an id, a period and money.
  const [form, fields] = useForm<Record<'accountId' | 'period' | 'amount', string>>({
    id: 'budget-save',
    lastResult,
    defaultValue: { accountId: String(COMPANY_BUDGET), period: 'month' },
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const scopeFocus = useAutoFocusOnRefusal(fields.accountId);
  const { key: scopeKey, ...scopeProps } = getSelectProps(fields.accountId, { ariaAttributes: true });
  const options = [
    { value: String(COMPANY_BUDGET), label: t('budgets.company') },
    ...accounts.map((account) => ({
      value: String(account.id),
      label: account.linkman ? `${account.username}（${account.linkman}）` : account.username,
    })),
  ];
  return (
    <Form method="post" {...getFormProps(form)} className="budget-form" aria-labelledby="budget-set-title">
      <h2 id="budget-set-title" className="budgets-subtitle">
        {t('budgets.set')}
      </h2>
      <Text size="sm">{t('budgets.setHint')}</Text>
      <FormAlert form={form} />
      <NativeSelect
        key={scopeKey}
        {...scopeProps}
        required={undefined}
        label={t('budgets.scope')}
        error={fields.accountId.errors?.[0]}
        autoFocus={scopeFocus}
        data={options}
      />
      <ChoiceField
        field={fields.period}
        label={t('budgets.period')}
        options={[
          ['month', t('budgets.month')],
          ['year', t('budgets.year')],
        ]}
      />
      <TextField
        field={fields.amount}
        label={t('budgets.amountLabel')}
        description={t('budgets.amountHint')}
        inputMode="text"
        maxLength={20}
      />
      <div>
        <Button type="submit" name="intent" value="save">
          {t('budgets.submit')}
        </Button>
      </div>
    </Form>
  );
}
