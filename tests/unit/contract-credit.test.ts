import { describe, expect, it } from 'vitest';
import { creditEffectOf } from '../../app/areas/contracts/contract-credit.tsx';
import { parseMoney } from '../../common/money.ts';

/**
 * The draft's figures as the credit is typed (app/areas/contracts/contract-credit.tsx): what a new
 * limit leaves the company, exact to the fen in ten-thousandths, negative when it is over.
 */
describe('creditEffectOf', () => {
  const company = { usedCredit: 455057.37, creditLimit: 500000 };

  it('leaves the new limit less what is used, exactly, negative when the company would be over it', () => {
    const effect = creditEffectOf(company, ' 1000 ');
    expect(effect).toEqual({ used: 455057.37, currentLimit: 500000, newLimit: 1000, leaves: -454057.37 });
    expect(parseMoney(effect!.leaves)).toBe(parseMoney(1000)! - parseMoney(455057.37)!);
    expect(creditEffectOf(company, '455057.37')?.leaves).toBe(0);
    expect(creditEffectOf(company, '600000.1')?.leaves).toBe(144942.73);
    // Floating point would say 0.30000000000000004 here.
    expect(creditEffectOf({ usedCredit: 0.1, creditLimit: 0 }, '0.4')?.leaves).toBe(0.3);
  });

  it('says nothing until the credit is an amount the contract takes', () => {
    for (const text of ['', '  ', 'abc', '-1', '1000.001', '1e3', '1,000'])
      expect(creditEffectOf(company, text)).toBeNull();
  });
});
