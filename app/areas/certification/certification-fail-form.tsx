import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button, NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { certificationFailSchema } from '../../../common/areas/certification/certification.ts';
import {
  CERTIFICATION_FIELDS,
  certificationFieldLabel,
} from '../../../common/areas/certification/certification-fields.ts';
import { message, toLocale } from '../../../common/messages.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { autoFocusFor, useRefusedSubmit } from '../../lib/first-invalid.ts';

/** How many problems one failure can name on the page; each is a field and its reason. */
const ROWS = 3;

/**
 * Failing a certification with per-field reasons: up to three rows of a field and
 * what is wrong with it, posted as `problems[i].field` and `problems[i].reason` — plain form
 * fields, so it works without JavaScript; the shared schema needs at least one full row.
 */
export function CertificationFailForm({
  seen,
  fields,
  lastResult,
}: {
  seen: number;
  /** The fields the record's form has, which are the ones that can be wrong. */
  fields: readonly string[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const schema = certificationFailSchema(locale);
  const refused = useRefusedSubmit();
  const [form, formFields] = useForm({
    id: 'certification-fail',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const options = [
    { value: '', label: t('consoleCertification.chooseField') },
    ...CERTIFICATION_FIELDS.filter(
      (field) => fields.includes(field) || (field === 'province' && fields.includes('county')),
    ).map((field) => ({ value: field, label: message(locale, certificationFieldLabel(field)) })),
  ];
  return (
    <Form method="post" {...getFormProps(form)} className="console-action certification-fail">
      <input type="hidden" name="intent" value="fail" />
      <input type="hidden" name="formId" value="certification-fail" />
      <input type="hidden" name="seen" value={seen} />
      <Text size="sm">{t('consoleCertification.failHint')}</Text>
      <FormAlert form={form} />
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} className="certification-fail-row">
          <NativeSelect
            name={`problems[${i}].field`}
            label={t('consoleCertification.problemField', { n: i + 1 })}
            data={options}
            // No full row: the first row's field is where to start.
            autoFocus={i === 0 ? autoFocusFor(formFields.problems, refused) : undefined}
          />
          <TextInput
            name={`problems[${i}].reason`}
            label={t('consoleCertification.problemReason', { n: i + 1 })}
            maxLength={300}
          />
        </div>
      ))}
      <Button type="submit" color="red" className="console-submit">
        {t('consoleCertification.fail')}
      </Button>
    </Form>
  );
}
