import type { FieldMetadata } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';

/**
 * A date a person types or picks, posted as `YYYY-MM-DD`. The page renders the browser's
 * own date input, which works without JavaScript; once the page is hydrated it becomes
 * Mantine's DateInput (a calendar in the page's language, typing still allowed), which
 * posts the same value under the same name through its hidden input.
 */
export function DateField({
  field,
  label,
  max,
  disabled = false,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  max?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const autoFocus = useAutoFocusOnRefusal(field);
  const error = field.errors?.[0];
  const initial = typeof field.initialValue === 'string' ? field.initialValue : '';
  const common = {
    id: field.id,
    label,
    error,
    withAsterisk: field.required,
    'aria-required': field.required || undefined,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? field.errorId : undefined,
    autoFocus,
  };
  if (!hydrated) {
    return <TextInput key={field.key} {...common} type="date" name={field.name} defaultValue={initial} max={max} />;
  }
  return (
    <DateInput
      key={field.key}
      {...common}
      name={field.name}
      defaultValue={initial || null}
      valueFormat="YYYY-MM-DD"
      placeholder={t('common.datePlaceholder')}
      locale={i18n.language === 'en' ? 'en' : 'zh-cn'}
      maxDate={max}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clearDate') }}
      popoverProps={{ withinPortal: true }}
      nextLabel={t('common.nextMonth')}
      previousLabel={t('common.previousMonth')}
    />
  );
}
