import { describe, expect, it } from 'vitest';
import { maskCodes } from '../../backend/areas/staff/console-log.service.ts';
import { toCsv } from '../../common/csv.ts';
import { isCalendarDate } from '../../common/rules.ts';
import { staffMay } from '../../common/areas/staff/permissions.ts';
import { companyActionsOf, companyNextState } from '../../common/areas/account/transitions.ts';
import { message } from '../../common/messages.ts';
import { addWorkingDays, wireTime } from '../../common/time.ts';

describe('the staff permission table', () => {
  it('lets admin do everything, each role its own work, and a viewer only look', () => {
    expect(staffMay(['admin'], 'manageStaff')).toBe(true);
    expect(staffMay(['service'], 'vetCompany')).toBe(true);
    expect(staffMay(['finance'], 'vetCompany')).toBe(false);
    expect(staffMay(['warehouse'], 'ship')).toBe(true);
    expect(staffMay(['finance'], 'ship')).toBe(false);
    expect(staffMay(['viewer'], 'view')).toBe(true);
    expect(staffMay(['viewer'], 'handleMessage')).toBe(false);
    expect(staffMay([], 'view')).toBe(false);
  });
});

describe('the company transition table', () => {
  it('offers vetting while pending, block once approved, unblock once blocked, nothing once refused', () => {
    expect(companyActionsOf('pending')).toEqual(['approve', 'refuse']);
    expect(companyActionsOf('approved')).toEqual(['block']);
    expect(companyActionsOf('blocked')).toEqual(['unblock']);
    expect(companyActionsOf('refused')).toEqual([]);
    expect(companyNextState('blocked', 'unblock')).toBe('approved');
    expect(companyNextState('approved', 'approve')).toBeUndefined();
  });
});

describe('staff console helpers', () => {
  it('hides verification codes from the SMS outbox, in both languages, and nothing else', () => {
    expect(maskCodes(message('zh-CN', 'smsCodeText', { code: '123456' }))).toContain('验证码是******');
    expect(maskCodes(message('en', 'smsCodeText', { code: '654321' }))).toContain('verification code is ******');
    expect(maskCodes('订单20261124000001已发货')).toBe('订单20261124000001已发货');
  });

  it('knows which dates exist', () => {
    expect(isCalendarDate('2026-11-24')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
  });

  it('writes CSV that Excel opens with Chinese intact and never runs a formula', () => {
    const csv = toCsv([
      ['公司', '备注'],
      ['甲公司', '含,逗号和"引号"'],
      ['=HYPERLINK("x")', '+1'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFF公司,备注\r\n甲公司,"含,逗号和""引号"""\r\n"\'=HYPERLINK(""x"")",\'+1\r\n');
  });

  it('counts 2 working days over a weekend, in Shanghai time', () => {
    // Friday 2026-11-20 15:00 in Shanghai is due on Tuesday 2026-11-24 15:00.
    const friday = Date.UTC(2026, 10, 20, 7, 0, 0);
    expect(wireTime(addWorkingDays(friday, 2))).toBe('2026-11-24 15:00:00');
    const monday = Date.UTC(2026, 10, 23, 7, 0, 0);
    expect(wireTime(addWorkingDays(monday, 2))).toBe('2026-11-25 15:00:00');
  });
});

describe('optional notes', () => {
  it('reads a missing or blank note as empty, and refuses one over 200 characters', async () => {
    const { optionalReasonSchema, noteSchema } = await import('../../common/console.ts');
    expect(optionalReasonSchema().parse({})).toEqual({ reason: '' });
    expect(noteSchema().parse({ note: '  已回电  ' })).toEqual({ note: '已回电' });
    expect(optionalReasonSchema().safeParse({ reason: 'x'.repeat(201) }).success).toBe(false);
    // As a posted form without the field, through Conform (which turns '' into nothing).
    const { parseWithZod } = await import('@conform-to/zod/v4');
    const form = new FormData();
    form.set('intent', 'approve');
    expect(parseWithZod(form, { schema: optionalReasonSchema() }).status).toBe('success');
  });
});
