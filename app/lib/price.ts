import { formatMoney, moneyToText, parseMoney, payable } from '../../common/money.ts';

/** A wire amount as shown to buyers: 2 places, or 4 when the 3rd and 4th matter (unit prices, lines). */
export function formatPrice(amount: number): string {
  const money = parseMoney(amount);
  return money === null ? String(amount) : formatMoney(money);
}

/**
 * An amount a buyer pays or is invoiced (order total, amount to pay, credit charge, the cart's
 * total): always 2 places, rounded half-up to the fen, as a bank transfer takes it.
 */
export function formatPayable(amount: number): string {
  const money = parseMoney(amount);
  return money === null ? String(amount) : moneyToText(payable(money), 2);
}
