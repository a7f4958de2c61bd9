import { describeRule, type ApprovalRuleWire } from '../../../common/areas/approval-rules/index.ts';
import type { Locale } from '../../../common/locale.ts';
import { parseMoney, type Money } from '../../../common/money.ts';

const money = (amount: number | null) => (amount === null ? null : (parseMoney(amount) as Money));

/** A rule as it arrives over the wire, said in one sentence: the main account's screen and the console say it alike. */
export const ruleSentence = (rule: ApprovalRuleWire, locale: Locale): string =>
  describeRule(
    {
      mode: rule.mode,
      amount: money(rule.amount),
      approverLimit: money(rule.approverLimit),
      categoryNames: rule.categories.map((category) => category.name),
    },
    locale,
  );
