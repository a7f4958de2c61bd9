import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  lineTotal,
  moneyToText,
  moneyToWire,
  parseMoney,
  payable,
  sumMoney,
  type Money,
  parseTaxRate,
  separateTax,
} from '../../common/money.ts';

/** A wire amount that must parse; fails the test otherwise. */
function money(value: string | number): Money {
  const parsed = parseMoney(value);
  if (parsed === null) throw new Error(`${value} is not money`);
  return parsed;
}

describe('parseMoney', () => {
  it.each<[string | number, number]>([
    ['0', 0],
    ['12', 120_000],
    ['12.5', 125_000],
    ['12.50', 125_000],
    ['12.3456', 123_456],
    ['0.0001', 1],
    ['0.0356', 356],
    ['-3.25', -32_500],
    [' 7.1 ', 71_000],
    [0, 0],
    [12, 120_000],
    [12.5, 125_000],
    [12.3456, 123_456],
    [0.0001, 1],
    [0.1, 1_000],
    [-0.5, -5_000],
    [9999, 99_990_000],
  ])('reads %j as %d ten-thousandths', (value, units) => {
    expect(parseMoney(value)).toBe(units);
  });

  it.each<[string, unknown]>([
    ['5 places as text', '12.34567'],
    ['5 places as a number', 12.34567],
    ['0.00001', '0.00001'],
    ['letters', 'abc'],
    ['a unit sign', '¥12'],
    ['an empty string', ''],
    ['a trailing dot', '12.'],
    ['a leading dot', '.5'],
    ['two dots', '1.2.3'],
    ['exponent notation', '1e3'],
    ['a thousands separator', '1,000'],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['null', null],
    ['undefined', undefined],
    ['an object', { amount: 1 }],
    ['a boolean', true],
    ['beyond a safe integer of units', '900719925474.0992'],
  ])('refuses %s', (_label, value) => {
    expect(parseMoney(value)).toBeNull();
  });

  it('reads the largest safe amount', () => {
    expect(parseMoney('900719925474.0991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('has no floating-point drift', () => {
    expect(money(0.1) + money(0.2)).toBe(money('0.3'));
    expect(sumMoney([money(0.1), money(0.2)])).toBe(money('0.3'));
    expect(money(1.1) * 3).toBe(money('3.3'));
    expect(money('0.0356') * 3).toBe(money('0.1068'));
  });
});

describe('moneyToWire', () => {
  it.each<[string, number]>([
    ['12.3456', 12.3456],
    ['12.5', 12.5],
    ['12', 12],
    ['0', 0],
    ['0.0001', 0.0001],
    ['-3.25', -3.25],
  ])('sends %s as %d', (text, wire) => {
    expect(moneyToWire(money(text))).toBe(wire);
  });

  it('round-trips through parseMoney', () => {
    for (const text of ['0.3', '355.9644', '-0.0001', '100000.01']) {
      expect(parseMoney(moneyToWire(money(text)))).toBe(money(text));
    }
  });
});

describe('moneyToText', () => {
  it('writes 4 places by default', () => {
    expect(moneyToText(money('12.5'))).toBe('12.5000');
    expect(moneyToText(money('0.0356'))).toBe('0.0356');
    expect(moneyToText(money('-1.2'))).toBe('-1.2000');
    expect(moneyToText(0 as Money)).toBe('0.0000');
  });

  it.each<[string, number, string]>([
    ['12.3449', 2, '12.34'],
    ['12.345', 2, '12.35'],
    ['12.3450', 2, '12.35'],
    ['12.3451', 2, '12.35'],
    ['0.005', 2, '0.01'],
    ['0.0049', 2, '0.00'],
    ['9.995', 2, '10.00'],
    ['1.25', 1, '1.3'],
    ['1.24', 1, '1.2'],
    ['2.5', 0, '3'],
    ['2.4999', 0, '2'],
    ['12.3456', 3, '12.346'],
    ['12.3456', 4, '12.3456'],
  ])('rounds %s half-up to %d places: %s', (text, places, expected) => {
    expect(moneyToText(money(text), places)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['-12.345', 2, '-12.35'],
    ['-12.3449', 2, '-12.34'],
    ['-0.005', 2, '-0.01'],
    ['-2.5', 0, '-3'],
    ['-0.0049', 2, '0.00'],
    ['-0.4', 0, '0'],
  ])('rounds negative %s half away from zero to %d places: %s', (text, places, expected) => {
    expect(moneyToText(money(text), places)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[string, string]>([
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['0', '0.00'],
    ['1234567.89', '1234567.89'],
    ['0.0356', '0.0356'],
    ['0.035', '0.0350'],
    ['0.0001', '0.0001'],
    ['12.3456', '12.3456'],
    ['-12.5', '-12.50'],
    ['-0.0356', '-0.0356'],
  ])('shows %s as %s', (text, shown) => {
    expect(formatMoney(money(text))).toBe(shown);
  });
});

describe('lineTotal', () => {
  it('multiplies a unit price by a quantity exactly', () => {
    expect(lineTotal(money('0.0356'), 9999)).toBe(money('355.9644'));
    expect(formatMoney(lineTotal(money('0.0356'), 9999))).toBe('355.9644');
    expect(lineTotal(money('0.1'), 3)).toBe(money('0.3'));
    expect(lineTotal(money('12.5'), 4)).toBe(money('50'));
    expect(lineTotal(money('19.99'), 0)).toBe(0);
  });

  it('is exact where floating point is not', () => {
    expect(1.1 * 3).not.toBe(3.3);
    expect(moneyToWire(lineTotal(money(1.1), 3))).toBe(3.3);
    expect(0.07 * 100).not.toBe(7);
    expect(moneyToWire(lineTotal(money(0.07), 100))).toBe(7);
  });
});

describe('sumMoney', () => {
  it('adds exactly', () => {
    expect(sumMoney([money('0.1'), money('0.2')])).toBe(money('0.3'));
    expect(sumMoney([money('355.9644'), money('0.0356'), money('-6')])).toBe(money('350'));
    expect(formatMoney(sumMoney([money('0.0001'), money('0.0099')]))).toBe('0.01');
  });

  it('is zero for no amounts', () => {
    expect(sumMoney([])).toBe(0);
  });

  it('sums many line totals without drift', () => {
    const lines = Array.from({ length: 1000 }, () => lineTotal(money('0.01'), 1));
    expect(sumMoney(lines)).toBe(money('10'));
    expect(moneyToWire(sumMoney(lines))).toBe(10);
  });
});

describe('parseMoney of floating-point results', () => {
  it('reads binary noise as the 4-place amount it stands for', () => {
    expect(parseMoney(0.1 + 0.2)).toBe(3000);
    expect(parseMoney(1.1 * 3)).toBe(33000);
    expect(parseMoney(0.07 * 100)).toBe(70000);
  });

  it('still refuses a real fifth decimal place, and reads -0 as 0', () => {
    expect(parseMoney(12.34567)).toBeNull();
    expect(Object.is(parseMoney('-0'), 0)).toBe(true);
  });
});

describe('payable (what a buyer pays is whole fen)', () => {
  it.each([
    ['87.9280', '87.93'],
    ['0.3705', '0.37'],
    ['0.8645', '0.86'],
    ['0.0050', '0.01'],
    ['0.0049', '0.00'],
    ['12.3400', '12.34'],
  ])('%s is paid as %s', (exact, paid) => {
    expect(moneyToText(payable(money(exact)), 2)).toBe(paid);
    expect(payable(money(exact)) % 100).toBe(0);
  });
});

describe('separateTax (价税分离)', () => {
  const yuan = (value: number) => Math.round(value * 10_000) as Money;
  const split = (gross: number, rate: number) => {
    const { net, tax } = separateTax(yuan(gross), rate);
    return [net / 10_000, tax / 10_000];
  };

  it.each([
    [113, 13, 100, 13],
    [100, 13, 88.5, 11.5], // 88.4956… rounds up to 88.50
    [1000, 13, 884.96, 115.04], // 884.9557… rounds up
    [106, 6, 100, 6],
    [109, 9, 100, 9],
    [0.01, 13, 0.01, 0], // 0.00885 rounds to a fen
    [0.02, 13, 0.02, 0],
    [0.17, 13, 0.15, 0.02],
    [50, 0, 50, 0],
    [101.5, 1.5, 100, 1.5],
  ])('splits ¥%d at %d%% into ¥%d and ¥%d of tax', (gross, rate, net, tax) => {
    expect(split(gross, rate)).toEqual([net, tax]);
  });

  it('always adds back up to what was paid, for every fen up to ¥20', () => {
    for (let fen = 1; fen <= 2000; fen += 1) {
      const gross = (fen * 100) as Money;
      const { net, tax } = separateTax(gross, 13);
      expect(net + tax).toBe(gross);
      expect(net % 100).toBe(0);
    }
  });

  it('splits a reversal (红字) as the mirror of the invoice', () => {
    expect(split(-113, 13)).toEqual([-100, -13]);
    expect(split(-100, 13)).toEqual([-88.5, -11.5]);
  });

  it('refuses an amount that is not whole fen, and a rate that is none', () => {
    expect(() => separateTax(yuan(1.2345), 13)).toThrow(RangeError);
    expect(() => separateTax(yuan(100), -1)).toThrow(RangeError);
  });
});

describe('parseTaxRate', () => {
  it.each([
    ['13%', 13],
    ['9', 9],
    [' 6.0% ', 6],
    ['1.5%', 1.5],
  ])('reads %j as %d', (text, rate) => expect(parseTaxRate(text)).toBe(rate));

  it.each(['', '13%%', 'thirteen', '101%', '-3%'])('refuses %j', (text) => expect(parseTaxRate(text)).toBeNull());
});
