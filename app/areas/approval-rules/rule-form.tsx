import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { toLocale } from '../../../common/locale.ts';
import {
  approvalRuleSchema,
  type ApprovalRuleWire,
  type RuleCategoryOption,
} from '../../../common/areas/approval-rules/index.ts';
import { ChoiceField } from '../../components/form/choice-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Checkbox } from '../../components/mantine-choices.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { formConstraint } from '../../lib/forms.ts';

/** Amounts as the form shows them back: whole yuan without a fraction, else two places. */
const amountText = (amount: number | null) =>
  amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

/**
 * The main account's rule form: the mode as radios, the amount, the approver limit, and the
 * categories as boxes; one plain form checked by the schema the backend checks with, in the
 * browser and in the action. Every field stays on the page (without JavaScript too); the hints say
 * which mode each serves.
 */
export function RuleForm({
  rule,
  categories,
  lastResult,
}: {
  rule: ApprovalRuleWire;
  categories: RuleCategoryOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const schema = approvalRuleSchema(toLocale(i18n.language));
  // The form's fields as posted text; the schema, which reads amounts as unknown, checks them.
  const [form, fields] = useForm<{ mode: string; amount: string; approverLimit: string; categoryIds: string[] }>({
    id: 'approval-rule',
    lastResult,
    defaultValue: {
      mode: rule.mode,
      amount: amountText(rule.amount),
      approverLimit: amountText(rule.approverLimit),
      categoryIds: rule.categories.map((category) => String(category.id)),
    },
    constraint: formConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
  const chosen = new Set(
    [fields.categoryIds.initialValue ?? []].flat().filter((value): value is string => typeof value === 'string'),
  );
  const categoriesError = fields.categoryIds.errors?.[0];
  const categoriesFocus = useAutoFocusOnRefusal(fields.categoryIds);
  // Each top category with its branches under it, in the order the backend lists them.
  const groups: { top: RuleCategoryOption; branches: RuleCategoryOption[] }[] = [];
  for (const category of categories) {
    if (category.level === 1 || groups.length === 0) groups.push({ top: category, branches: [] });
    else groups.at(-1)!.branches.push(category);
  }
  const box = (category: RuleCategoryOption, first: boolean) => (
    <Checkbox
      name={fields.categoryIds.name}
      value={String(category.id)}
      id={`${fields.categoryIds.id}-${category.id}`}
      label={category.name}
      defaultChecked={chosen.has(String(category.id))}
      autoFocus={(categoriesFocus && first) || undefined}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} className="approval-rule-form" aria-labelledby="approval-rule-title">
      <FormAlert form={form} />
      <ChoiceField
        field={fields.mode}
        label={t('approvalRules.mode')}
        options={[
          ['always', t('approvalRules.always')],
          ['above', t('approvalRules.above')],
          ['categories', t('approvalRules.categories')],
        ]}
      />
      <TextField
        field={fields.amount}
        label={t('approvalRules.amount')}
        description={t('approvalRules.amountHint')}
        inputMode="text"
        maxLength={14}
      />
      <fieldset
        className="approval-rule-categories"
        aria-describedby={categoriesError ? fields.categoryIds.errorId : 'approval-categories-hint'}
      >
        <legend>{t('approvalRules.categoriesLegend')}</legend>
        <p id="approval-categories-hint" className="approval-rule-hint">
          {t('approvalRules.categoriesHint')}
        </p>
        <ul className="approval-rule-tops">
          {groups.map(({ top, branches }, index) => (
            <li key={top.id}>
              {box(top, index === 0)}
              {branches.length > 0 && (
                <ul className="approval-rule-branches">
                  {branches.map((branch) => (
                    <li key={branch.id}>{box(branch, false)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {categoriesError && (
          <p id={fields.categoryIds.errorId} className="choice-field-error" role="alert">
            {categoriesError}
          </p>
        )}
      </fieldset>
      <TextField
        field={fields.approverLimit}
        label={t('approvalRules.approverLimit')}
        description={t('approvalRules.approverLimitHint')}
        inputMode="text"
        maxLength={14}
      />
      <div>
        <Button type="submit">{t('approvalRules.save')}</Button>
      </div>
    </Form>
  );
}
