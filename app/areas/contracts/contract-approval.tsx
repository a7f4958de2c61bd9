import { useTranslation } from 'react-i18next';
import { parseMoney } from '../../../common/money.ts';
import { formatPayable } from '../../lib/price.ts';

/**
 * 授信审批, beside 签署后的账期额度 (contract-credit.tsx) on a draft: whether its credit needs a
 * second finance member's approval before it is sent (above `above` yuan, the backend's
 * CREDIT_APPROVAL_ABOVE_YUAN) and whether it has it — said while the draft is written, not only
 * once 发出合同 is refused. `credit` is the draft's credit in yuan (null while none is typed);
 * `approvedBy` who approved it, for the credit `approvedCredit`: a draft whose credit is changed
 * loses its approval. With `live` (the draft's form) a screen reader hears it change as the
 * credit is typed.
 */
export function ContractApproval({
  credit,
  above,
  approvedBy = null,
  approvedCredit = null,
  live = false,
  headingId,
  headingLevel = 2,
}: {
  credit: number | null;
  above: number;
  approvedBy?: string | null;
  approvedCredit?: number | null;
  live?: boolean;
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const amount = formatPayable(above);
  // Compared as exact amounts: the wire's yuan are decimals.
  const exact = (yuan: number | null) => (yuan === null ? null : parseMoney(yuan));
  const needed = credit !== null && (exact(credit) ?? 0) > (exact(above) ?? 0);
  const approved = needed && approvedBy !== null && exact(approvedCredit) === exact(credit);
  // It had an approval, for a credit since changed.
  const voided = needed && approvedBy !== null && !approved;
  return (
    <section aria-labelledby={headingId} className="contract-approval" aria-live={live ? 'polite' : undefined}>
      <Heading id={headingId} className="contract-credit-title">
        {t('consoleContract.approval')}
      </Heading>
      {credit === null ? (
        <p className="contract-credit-hint">{t('consoleContract.approvalRule', { amount })}</p>
      ) : !needed ? (
        <p className="contract-credit-hint">{t('consoleContract.approvalNotNeeded', { amount })}</p>
      ) : approved ? (
        <p className="console-note">
          <span className="state-tag is-ok">{t('consoleContract.approvedTag')}</span>{' '}
          {t('consoleContract.approvalDone', { name: approvedBy })}
        </p>
      ) : (
        <p className="console-note">
          <span className="state-tag is-bad">{t('consoleContract.awaitingApproval')}</span>{' '}
          {t('consoleContract.needsApproval', { amount })}
          {voided ? ` ${t('consoleContract.approvalAgain')}` : null}
        </p>
      )}
    </section>
  );
}
