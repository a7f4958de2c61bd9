import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssue, formValues } from '../../common/form.ts';
import {
  accountListQuery,
  addAccountSchema,
  updateAccountSchema,
} from '../../common/areas/sub-accounts/sub-account.ts';
import { wireTime } from '../../common/time.ts';

type Form = Record<string, string>;

const valid: Form = {
  username: 'zhang_buyer',
  password: 'Buyer12345',
  confirmPassword: 'Buyer12345',
  accountType: '2',
  linkman: '张三',
  mobile: '13912345678',
  email: 'zhang@example.com',
};

/** The first message for a form, as the browser, the web's action and the backend show it; null when it passes. */
function firstMessage(schema: z.ZodType, form: Form): string | null {
  const result = schema.safeParse(formValues(Object.entries(form)));
  return result.success ? null : firstIssue(result.error);
}

const shared: [string, string, string][] = [
  ['username', '', '请填写用户名'],
  ['username', '   ', '请填写用户名'],
  ['username', 'a|b', '用户名不能包含特殊字符 | & # [ ]'],
  ['username', 'a&b', '用户名不能包含特殊字符 | & # [ ]'],
  ['username', 'a#b', '用户名不能包含特殊字符 | & # [ ]'],
  ['username', 'a[b', '用户名不能包含特殊字符 | & # [ ]'],
  ['username', 'a]b', '用户名不能包含特殊字符 | & # [ ]'],
  ['username', 'u'.repeat(21), '用户名最多20个字符'],
  ['accountType', '', '请选择账号类型'],
  ['accountType', '0', '请选择账号类型'],
  ['accountType', '3', '请选择账号类型'],
  ['accountType', 'purchaser', '请选择账号类型'],
  ['linkman', '', '请填写联系人'],
  ['linkman', '联'.repeat(31), '联系人最多30个字符'],
  ['mobile', '', '请填写手机号码'],
  ['mobile', '1391234567', '请输入正确的手机号码'],
  ['mobile', '23912345678', '请输入正确的手机号码'],
  ['email', '', '请填写电子邮箱'],
  ['email', 'zhang@', '请输入正确的电子邮箱'],
  ['email', `${'z'.repeat(40)}@example.com`, '电子邮箱最多50个字符'],
];

describe('addAccountSchema (SPEC §5 Sub-account, add)', () => {
  const schema = addAccountSchema();

  it('passes a complete form, trimming text and reading the type as a number', () => {
    const result = schema.parse(formValues(Object.entries({ ...valid, linkman: ' 张三 ', accountType: '1' })));
    expect(result).toEqual({ ...valid, accountType: 1 });
  });

  it('takes the type as a number from a JSON call', () => {
    expect(schema.parse({ ...valid, accountType: 2 }).accountType).toBe(2);
  });

  it.each(shared)('refuses %s %j with %s', (field, value, expected) => {
    expect(firstMessage(schema, { ...valid, [field]: value })).toBe(expected);
  });

  it.each([
    [{ password: '', confirmPassword: '' }, '请填写密码'],
    [{ confirmPassword: '' }, '请填写确认密码'],
    [{ password: 'Short12', confirmPassword: 'Short12' }, '密码长度必须在8到20位之间'],
    [{ password: 'p'.repeat(21), confirmPassword: 'p'.repeat(21) }, '密码长度必须在8到20位之间'],
    [{ confirmPassword: 'Buyer123456' }, '两次输入的密码不一致'],
  ])('requires the password twice, 8 to 20 characters: %j', (overrides, expected) => {
    expect(firstMessage(schema, { ...valid, ...overrides })).toBe(expected);
  });

  it('accepts the shortest and longest passwords and usernames', () => {
    expect(firstMessage(schema, { ...valid, password: 'p'.repeat(8), confirmPassword: 'p'.repeat(8) })).toBeNull();
    expect(firstMessage(schema, { ...valid, password: 'p'.repeat(20), confirmPassword: 'p'.repeat(20) })).toBeNull();
    expect(firstMessage(schema, { ...valid, username: '用'.repeat(20) })).toBeNull();
  });

  it('names the topmost failing field first', () => {
    expect(firstMessage(schema, {})).toBe('请填写用户名');
    expect(firstMessage(schema, { username: 'x' })).toBe('请填写密码');
  });

  it('speaks English', () => {
    expect(firstMessage(addAccountSchema('en'), { ...valid, accountType: '' })).toBe('Please choose account type');
    expect(firstMessage(addAccountSchema('en'), { ...valid, password: 'x', confirmPassword: 'x' })).toBe(
      'Password length must be between 8 and 20',
    );
  });
});

describe('updateAccountSchema (SPEC §5 Sub-account, edit)', () => {
  const schema = updateAccountSchema();
  const edit: Form = { ...valid, id: '12', password: '', confirmPassword: '' };

  it('passes without passwords: the current one stays', () => {
    const result = schema.parse(formValues(Object.entries(edit)));
    expect(result).toEqual({
      id: 12,
      username: valid.username,
      accountType: 2,
      linkman: valid.linkman,
      mobile: valid.mobile,
      email: valid.email,
    });
    expect(result.password).toBeUndefined();
  });

  it('passes a new password given twice', () => {
    const result = schema.parse(
      formValues(Object.entries({ ...edit, password: 'Next12345', confirmPassword: 'Next12345' })),
    );
    expect(result.password).toBe('Next12345');
  });

  it.each(shared)('refuses %s %j with %s', (field, value, expected) => {
    expect(firstMessage(schema, { ...edit, [field]: value })).toBe(expected);
  });

  it.each([
    [{ password: 'Next12345' }, '请填写确认密码'],
    [{ confirmPassword: 'Next12345' }, '请填写密码'],
    [{ password: 'Next1', confirmPassword: 'Next1' }, '密码长度必须在8到20位之间'],
    [{ password: 'n'.repeat(21), confirmPassword: 'n'.repeat(21) }, '密码长度必须在8到20位之间'],
    [{ password: 'Next12345', confirmPassword: 'Next123456' }, '两次输入的密码不一致'],
  ])('checks a new password like any other: %j', (overrides, expected) => {
    expect(firstMessage(schema, { ...edit, ...overrides })).toBe(expected);
  });

  it.each(['', 'abc', '0', '-3', '1.5'])('needs the id of a sub-account, refusing %j', (id) => {
    expect(firstMessage(schema, { ...edit, id })).toBe('请选择子账号');
  });
});

describe('accountListQuery', () => {
  it('defaults to page 1 of 10 and keeps nonsense in bounds', () => {
    expect(accountListQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(accountListQuery.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
    expect(accountListQuery.parse({ page: 'x', limit: '100000' })).toEqual({ page: 1, limit: 100 });
    expect(accountListQuery.parse({ page: '-2', limit: '0' })).toEqual({ page: 1, limit: 1 });
  });
});

describe('wireTime', () => {
  it('writes epoch milliseconds as YYYY-MM-DD HH:mm:ss in Asia/Shanghai (UTC+8)', () => {
    expect(wireTime(Date.UTC(2026, 10, 22, 2, 0, 0))).toBe('2026-11-22 10:00:00');
    expect(wireTime(Date.UTC(2026, 11, 31, 16, 30, 5, 999))).toBe('2027-01-01 00:30:05');
  });
});
