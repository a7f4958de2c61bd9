/**
 * Money is stored and computed as an integer count of ten-thousandths of a yuan
 * (unit prices of fasteners go below a fen). On the wire it is a decimal number
 * with up to 4 places (DESIGN.md).
 */
export type Money = number & { readonly __unit?: 'ten-thousandths of a yuan' };

const SCALE = 10_000;
const WIRE = /^-?\d+(\.\d{1,4})?$/;

/** Parses a wire amount ('12.3456', 12.3456) exactly, without floating-point drift. Null when it is not one. */
export function parseMoney(value: unknown): Money | null {
  const text = typeof value === 'number' ? numberToText(value) : typeof value === 'string' ? value.trim() : '';
  if (!WIRE.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const units = Number(whole) * SCALE + Number(fraction.padEnd(4, '0'));
  if (!Number.isSafeInteger(units)) return null;
  return (negative && units !== 0 ? -units : units) as Money;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) return '';
  // A number computed in floating point (0.1 + 0.2) carries binary noise far below a ten-thousandth:
  // read it as its 4-place value. A real fifth decimal place (12.34567) is far above that noise and is refused.
  const fixed = value.toFixed(4);
  const noise = 8 * Number.EPSILON * Math.max(1, Math.abs(value));
  return Math.abs(Number(fixed) - value) <= noise ? fixed : String(value);
}

/** The wire form: a number with at most 4 decimal places. */
export function moneyToWire(amount: Money): number {
  return Number(moneyToText(amount, 4));
}

/** Exact decimal text with the given number of places (rounded half-up when places < 4). */
export function moneyToText(amount: Money, places = 4): string {
  const rounded = roundTo(amount, places);
  const negative = rounded < 0;
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / SCALE);
  const fraction = String(abs % SCALE)
    .padStart(4, '0')
    .slice(0, places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** Rounds half-up (away from zero) to `places` decimal places of a yuan. */
function roundTo(amount: Money, places: number): number {
  const step = 10 ** (4 - places);
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(amount) / step) * step;
}

/** Shown with 2 places unless the 3rd and 4th are non-zero (DESIGN.md). */
export function formatMoney(amount: Money): string {
  return amount % 100 === 0 ? moneyToText(amount, 2) : moneyToText(amount, 4);
}

/** A line total: unit price × quantity, exact in ten-thousandths. */
export function lineTotal(unitPrice: Money, quantity: number): Money {
  return (unitPrice * quantity) as Money;
}

/**
 * An amount a buyer pays, is charged to credit or is invoiced (order total, amount to pay,
 * quota charge), rounded half-up to the fen: a finance department cannot wire ¥87.9280
 * (DESIGN.md decision 13). Unit prices and lines stay exact.
 */
export function payable(amount: Money): Money {
  return roundTo(amount, 2) as Money;
}

export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce<number>((total, amount) => total + amount, 0) as Money;
}

/**
 * 价税分离: a tax-included amount in fen split into the amount before tax and the
 * tax, as an invoice states them — amount ÷ (1 + rate), rounded half-up to the fen, the tax
 * being the rest, so the two always add up to what was paid. Integer arithmetic only (rates
 * to a tenth of a percent); a negative amount (a 红字 reversal) splits as its mirror.
 */
export function separateTax(gross: Money, ratePercent: number): { net: Money; tax: Money } {
  if (gross % 100 !== 0) throw new RangeError('separateTax takes an amount in whole fen');
  const tenths = Math.round(ratePercent * 10);
  if (tenths < 0 || tenths > 1000) throw new RangeError(`not a tax rate: ${ratePercent}%`);
  const sign = gross < 0 ? -1 : 1;
  const fen = Math.abs(gross) / 100;
  // round(fen × 1000 / (1000 + tenths)), half up, as floor((2a + b) / 2b).
  const a = fen * 1000;
  const b = 1000 + tenths;
  const netFen = Math.floor((2 * a + b) / (2 * b));
  const net = (sign * netFen * 100) as Money;
  return { net, tax: (gross - net) as Money };
}

/** A goods' tax rate as the catalogue writes it ('13%', '9', '6.0%'), as a number of percent. */
export function parseTaxRate(text: string): number | null {
  const match = /^\s*(\d{1,3}(?:\.\d)?)\s*%?\s*$/.exec(text);
  if (!match) return null;
  const rate = Number(match[1]);
  return rate <= 100 ? rate : null;
}
