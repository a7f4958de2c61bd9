import { useTranslation } from 'react-i18next';
import type { ApprovalRuleWire } from '../../../common/areas/approval-rules/index.ts';
import { toLocale } from '../../../common/locale.ts';
import { ruleSentence } from './rule-sentence.ts';

/**
 * A company's approval rule as the console's company page shows it: read only, one sentence and
 * who set it when. Staff change nothing here; the rule is the company's main account's.
 */
export function ApprovalRuleCard({ rule }: { rule: ApprovalRuleWire }) {
  const { t, i18n } = useTranslation();
  const sentence = ruleSentence(rule, toLocale(i18n.language));
  return (
    <section aria-labelledby="approval-rule-console-title" className="console-section">
      <h2 id="approval-rule-console-title">{t('approvalRuleConsole.title')}</h2>
      <p>{t('approvalRuleConsole.rule', { rule: sentence })}</p>
      <p>
        {rule.updatedBy
          ? t('approvalRuleConsole.updated', { who: rule.updatedBy, time: rule.updatedAt })
          : t('approvalRuleConsole.never')}
      </p>
    </section>
  );
}
