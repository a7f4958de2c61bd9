import { useTranslation } from 'react-i18next';
import type { InvoiceStep } from '../../../common/areas/invoices/invoice.ts';
import { toLocale } from '../../../common/locale.ts';
import { label } from '../../../common/status-label.ts';

/**
 * The invoice's step bar (SPEC §2: 提交订单 → 付款 → 开票 → 发货 → 收货 → 完成): each step done with
 * its date, or waiting. A plain ordered list, so it reads the same without scripts and to a screen
 * reader; the first step still waiting is the current one.
 */
export function StepBar({ steps }: { steps: { step: InvoiceStep; date: string | null }[] }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const current = steps.findIndex((step) => step.date === null);
  return (
    <ol className="step-bar" aria-label={t('invoiceInfo.steps')}>
      {steps.map((step, index) => {
        const state = step.date !== null ? 'done' : index === current ? 'current' : 'waiting';
        return (
          <li key={step.step} className={`step-${state}`} aria-current={index === current ? 'step' : undefined}>
            <span className="step-mark" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="step-name">{label('invoiceStep', step.step, locale)}</span>
            <span className="step-date">
              {step.date ?? t(`invoiceInfo.${state === 'current' ? 'now' : 'waiting'}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
