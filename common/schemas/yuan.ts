import { z } from 'zod';
import type { Locale, MessageKey } from '../messages.ts';
import { parseMoney, type Money } from '../money.ts';
import * as rule from '../rules.ts';
import { fields } from './fields.ts';

/**
 * An amount in yuan that a person types for money that is paid or invoiced: at most 2 decimals
 * (to the fen, DESIGN.md decision 13), parsed exactly into ten-thousandths. `sign` says what is
 * allowed: 'positive' (a remittance), 'nonNegative' (a contract's amounts) or 'nonZero' (an
 * adjustment, either way). Left empty it is 0 unless `required`.
 */
export function yuanField(
  locale: Locale,
  field: MessageKey,
  { required = true, sign = 'nonNegative' }: { required?: boolean; sign?: 'positive' | 'nonNegative' | 'nonZero' } = {},
) {
  const f = fields(locale);
  const toMoney = (value: unknown, ctx: z.RefinementCtx): Money => {
    if (value === undefined || value === '' || value === null) {
      if (!required) return 0 as Money;
      ctx.addIssue({ code: 'custom', message: f.say('required', { field }) });
      return z.NEVER;
    }
    const text = String(value).trim();
    const money = parseMoney(text);
    const signOk = money !== null && (sign === 'positive' ? money > 0 : sign === 'nonZero' ? money !== 0 : money >= 0);
    if (money === null || !signOk || !rule.hasMaxDecimals(text, 2)) {
      ctx.addIssue({ code: 'custom', message: f.say('yuanInvalid', { field }) });
      return z.NEVER;
    }
    return money;
  };
  // Both read a form's empty or missing field as undefined. Only an amount that may be left
  // empty is `.optional()`: forms mark their required fields from that (Conform's constraint).
  return required ? z.unknown().transform(toMoney) : z.unknown().optional().transform(toMoney);
}
