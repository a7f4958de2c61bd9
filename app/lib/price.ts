import { formatMoney, parseMoney } from '../../contract/money.ts';

/** A wire amount as shown to buyers: 2 places, or 4 when the 3rd and 4th matter. */
export function formatPrice(amount: number): string {
  const money = parseMoney(amount);
  return money === null ? String(amount) : formatMoney(money);
}
