import { describe, expect, it } from 'vitest';
import { budgetSaveSchema, groupedYuan } from '../../common/areas/budgets/budget.ts';
import type { Money } from '../../common/money.ts';

/** The budget form's one schema (browser and backend) and the way a refusal writes what is left. */
describe('budgets', () => {
  it('writes money grouped by thousands, to the fen', () => {
    expect(groupedYuan(12_340_000 as Money)).toBe('1,234.00');
    expect(groupedYuan(0 as Money)).toBe('0.00');
    expect(groupedYuan(9_999_999_990_000 as Money)).toBe('999,999,999.00');
    expect(groupedYuan(1_234_567_895 as Money)).toBe('123,456.79');
  });

  it('reads a budget: the company (0) or an account, a period, yuan to the fen', () => {
    const schema = budgetSaveSchema('zh-CN');
    expect(schema.parse({ accountId: '0', period: 'month', amount: '1234.5' })).toEqual({
      accountId: 0,
      period: 'month',
      amount: 12_345_000,
    });
    expect(schema.parse({ accountId: '17', period: 'year', amount: '20000' }).accountId).toBe(17);
    const issue = (input: Record<string, unknown>) => schema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ accountId: '0', period: 'month' })).toBe('请填写预算金额（元）');
    expect(issue({ accountId: '0', period: 'month', amount: '1.234' })).toBe('预算金额（元）须为金额，最多2位小数');
    expect(issue({ accountId: '0', period: 'month', amount: '0' })).toBe('预算金额（元）须为金额，最多2位小数');
    expect(issue({ accountId: '0', period: 'week', amount: '10' })).toBe('请选择预算周期');
    expect(issue({ accountId: '-1', period: 'month', amount: '10' })).toBe('请选择预算对象');
    expect(issue({ accountId: '0', period: 'month', amount: '10000000000.01' })).toBe(
      '预算金额不能超过 10,000,000,000.00 元',
    );
  });
});
