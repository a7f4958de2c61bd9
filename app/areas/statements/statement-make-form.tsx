import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { ContractParty } from '../../../common/areas/contracts/console.ts';
import { statementMakeSchema } from '../../../common/areas/statements/console.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';

/**
 * 生成对账单: one plain POST form, the company among the approved ones and an ended
 * month (last month by default), checked by the shared schema in the browser and again by
 * the route's action and the backend, which refuses a month without credit activity or one
 * made already.
 */
export function StatementMakeForm({
  id,
  lastResult,
  parties,
  month,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  parties: ContractParty[];
  /** Last month (YYYY-MM): the default, and the latest the picker offers. */
  month: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const navigation = useNavigation();
  const refused = useRefusedSubmit();
  const schema = statementMakeSchema(locale);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // A search that found one company has chosen it: nothing to pick, and nothing for the page's
    // scripts to undo when they start after a quick hand picked it.
    defaultValue: { companyId: parties.length === 1 ? String(parties[0]!.id) : '', month },
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('formId') === id;
  // Conform's key changes when the form resets (to remount the control); the name keeps it unique.
  const { key: companyKey, ...companyProps } = getSelectProps(fields.companyId, { ariaAttributes: true });
  const { key: monthKey, ...monthProps } = getInputProps(fields.month, { type: 'month', ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="statement-make-form">
      <input type="hidden" name="intent" value="make" />
      <input type="hidden" name="formId" value={id} />
      <FormAlert form={form} />
      <NativeSelect
        key={`companyId-${companyKey ?? ''}`}
        {...companyProps}
        // The schema owns the rule and its message.
        required={undefined}
        withAsterisk
        label={t('consoleStatement.company')}
        error={fields.companyId.errors?.[0]}
        autoFocus={autoFocusFor(fields.companyId, refused)}
        data={[
          { value: '', label: t('consoleStatement.chooseCompany') },
          ...parties.map((party) => ({ value: String(party.id), label: party.name })),
        ]}
      />
      <TextInput
        key={`month-${monthKey ?? ''}`}
        {...monthProps}
        required={undefined}
        withAsterisk
        aria-required
        label={message(locale, 'statement.month')}
        description={t('consoleStatement.monthHint')}
        error={fields.month.errors?.[0]}
        autoFocus={autoFocusFor(fields.month, refused)}
        max={month}
        // A browser without a month picker shows a text field: the hint says the form.
        placeholder="YYYY-MM"
        autoComplete="off"
      />
      <Button type="submit" loading={busy} className="console-submit">
        {t('consoleStatement.makeSubmit')}
      </Button>
    </Form>
  );
}
