import { useTranslation } from 'react-i18next';
import type { ContractCreditEffect } from '../../../common/areas/contracts/console.ts';
import { moneyToWire, parseMoney, type Money } from '../../../common/money.ts';
import * as rule from '../../../common/rules.ts';
import { Facts } from '../../components/facts.tsx';
import { formatPayable } from '../../lib/price.ts';

/** The credit typed in a draft, or null while it is no amount to the fen, as the shared schema would refuse it. */
export function typedCredit(creditText: string): Money | null {
  const text = creditText.trim();
  const credit = parseMoney(text);
  return credit === null || credit < 0 || !rule.hasMaxDecimals(text, 2) ? null : credit;
}

/**
 * What a contract's credit would do to its company's credit once signed, from the company's
 * credit now and the credit typed (a draft being written): null while the amount is no amount
 * to the fen, as the shared schema would refuse it.
 */
export function creditEffectOf(
  company: { usedCredit: number; creditLimit: number },
  creditText: string,
): ContractCreditEffect | null {
  const credit = typedCredit(creditText);
  const used = parseMoney(company.usedCredit);
  if (credit === null || used === null) return null;
  return {
    used: company.usedCredit,
    currentLimit: company.creditLimit,
    newLimit: moneyToWire(credit),
    leaves: moneyToWire((credit - used) as Money),
  };
}

/**
 * 签署后的账期额度: what the company uses now, its limit now, the limit once the contract is
 * signed and what that leaves. Signing never gives back what is used, so a new limit below it
 * leaves the company over its limit: the amount is shown negative and highlighted, and a plain
 * sentence says what it means, before anyone sends or signs it. `hint` stands in while there is
 * nothing to show yet (no company chosen, no amount typed). With `live` (the draft's form) a
 * screen reader hears the figures change as the credit is typed.
 */
export function ContractCredit({
  effect,
  company,
  hint,
  live = false,
  headingId,
  headingLevel = 2,
}: {
  effect: ContractCreditEffect | null;
  /** The company's credit now, shown while the amount is not one yet. */
  company?: { usedCredit: number; creditLimit: number } | null;
  hint?: string;
  live?: boolean;
  headingId: string;
  /** 3 inside a section of its own (the draft's form on the contract's page). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const yuan = (amount: number) => t('common.yuan', { amount: formatPayable(amount) });
  const now = effect ? { usedCredit: effect.used, creditLimit: effect.currentLimit } : company;
  // The effect when it leaves the company over its new limit.
  const over = effect !== null && effect.leaves < 0 ? effect : null;
  return (
    <section aria-labelledby={headingId} className="contract-credit" aria-live={live ? 'polite' : undefined}>
      <Heading id={headingId} className="contract-credit-title">
        {t('consoleContract.creditEffect')}
      </Heading>
      {now ? (
        <Facts
          className="contract-credit-facts"
          facts={[
            [t('consoleContract.creditUsed'), yuan(now.usedCredit)],
            [t('consoleContract.creditLimitNow'), yuan(now.creditLimit)],
            [t('consoleContract.creditLimitNew'), effect ? yuan(effect.newLimit) : null],
            [
              t('consoleContract.creditLeaves'),
              effect ? (
                <span className={over ? 'contract-credit-over' : undefined}>
                  {over ? `−${yuan(-over.leaves)}` : yuan(effect.leaves)}
                </span>
              ) : null,
            ],
          ]}
        />
      ) : null}
      {over ? (
        <p className="console-note contract-credit-warning">
          <span className="state-tag is-bad">{t('consoleContract.creditOverTag')}</span>{' '}
          {t('consoleContract.creditOver', { amount: formatPayable(-over.leaves) })}
        </p>
      ) : effect === null && hint ? (
        <p className="contract-credit-hint">{hint}</p>
      ) : null}
    </section>
  );
}
