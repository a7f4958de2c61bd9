import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssue, formValues } from '../../common/form.ts';
import { message, type Locale, type MessageKey, type MessageParams } from '../../common/messages.ts';
import { loginSchema, registerSchema, smsCodeSchema } from '../../common/areas/account/account.ts';

type Form = Record<string, string>;

/** Validates a form as the app does: empty strings are absent; the first issue is the message shown. */
function check(schema: z.ZodType, form: Form): { ok: true; data: unknown } | { ok: false; message: string } {
  const result = schema.safeParse(formValues(Object.entries(form)));
  return result.success ? { ok: true, data: result.data } : { ok: false, message: firstIssue(result.error) };
}

function fails(schema: z.ZodType, form: Form): string {
  const result = check(schema, form);
  if (result.ok) throw new Error(`expected ${JSON.stringify(form)} to fail`);
  return result.message;
}

const zh = (key: MessageKey, params?: MessageParams) => message('zh-CN', key, params);

describe('common/form', () => {
  it('formValues drops empty and blank strings and gathers repeated keys', () => {
    expect(
      formValues([
        ['a', ''],
        ['b', '  '],
        ['c', 'x'],
        ['ids', '1'],
        ['ids', '2'],
        ['ids', '3'],
      ]),
    ).toEqual({ c: 'x', ids: ['1', '2', '3'] });
  });
});

describe('loginSchema', () => {
  const schema = loginSchema();

  describe('password mode (loginType 1)', () => {
    it('passes with username and password', () => {
      expect(check(schema, { loginType: '1', username: 'demo', password: 'Demo12345' })).toEqual({
        ok: true,
        data: { loginType: '1', username: 'demo', password: 'Demo12345' },
      });
    });
    it('needs a username', () => {
      expect(fails(schema, { loginType: '1', username: '', password: 'Demo12345' })).toBe('请填写用户名');
      expect(fails(schema, { loginType: '1', username: '   ', password: 'Demo12345' })).toBe('请填写用户名');
    });
    it('needs a password', () => {
      expect(fails(schema, { loginType: '1', username: 'demo', password: '' })).toBe('请填写密码');
      expect(fails(schema, { loginType: '1', username: 'demo' })).toBe('请填写密码');
    });
    it('does not apply the 8-20 length rule at login (DESIGN.md decision 5)', () => {
      expect(check(schema, { loginType: '1', username: 'demo', password: '123' }).ok).toBe(true);
    });
  });

  describe('code mode (loginType 2)', () => {
    it('passes with a valid mobile and a code', () => {
      expect(check(schema, { loginType: '2', mobile: '13800000000', code: '123456' })).toEqual({
        ok: true,
        data: { loginType: '2', mobile: '13800000000', code: '123456' },
      });
    });
    it('needs the mobile', () => {
      expect(fails(schema, { loginType: '2', mobile: '', code: '123456' })).toBe('请输入手机号码');
      expect(fails(schema, { loginType: '2', code: '123456' })).toBe(zh('mobileMissing'));
    });
    it('needs a valid mobile', () => {
      expect(fails(schema, { loginType: '2', mobile: '12345678901', code: '123456' })).toBe('请输入正确的手机号码');
    });
    it('needs the SMS code', () => {
      expect(fails(schema, { loginType: '2', mobile: '13800000000', code: '' })).toBe('请输入短信验证码');
      expect(fails(schema, { loginType: '2', mobile: '13800000000' })).toBe(zh('smsCodeMissing'));
    });
    it('does not need a username or password', () => {
      expect(check(schema, { loginType: '2', mobile: '13800000000', code: '1', username: '', password: '' }).ok).toBe(
        true,
      );
    });
  });

  it.each<Form>([{}, { loginType: '' }, { loginType: '3' }])('asks for a login type when it is %j', (form) => {
    expect(fails(schema, form)).toBe('请选择登录方式');
  });

  it('speaks English', () => {
    expect(fails(loginSchema('en'), { loginType: '2', code: '123456' })).toBe('Please enter the mobile number');
    expect(fails(loginSchema('en'), { loginType: '2', mobile: '13800000000' })).toBe(
      'Please enter the SMS verification code',
    );
    expect(fails(loginSchema('en'), { loginType: '1', password: 'x' })).toBe('Please enter username');
  });
});

describe('smsCodeSchema', () => {
  it('passes with a valid mobile', () => {
    expect(check(smsCodeSchema(), { mobile: '13800000000' })).toEqual({ ok: true, data: { mobile: '13800000000' } });
  });
  it('needs the mobile (请输入手机号码)', () => {
    expect(fails(smsCodeSchema(), { mobile: '' })).toBe('请输入手机号码');
    expect(fails(smsCodeSchema(), {})).toBe('请输入手机号码');
  });
  it('needs a valid mobile', () => {
    expect(fails(smsCodeSchema(), { mobile: '1380000000' })).toBe('请输入正确的手机号码');
  });
  it('speaks English', () => {
    expect(fails(smsCodeSchema('en'), {})).toBe('Please enter the mobile number');
    expect(fails(smsCodeSchema('en'), { mobile: 'abc' })).toBe('Please enter a valid mobile number');
  });
});

describe('registerSchema', () => {
  const schema = registerSchema();
  const valid: Form = {
    username: 'acme_buyer',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    companyName: '示例科技（上海）有限公司',
    linkman: '张三',
    mobile: '13800000000',
    code: '123456',
    email: 'buyer@example.com',
    agree: 'on',
  };

  it('passes a fully valid form', () => {
    expect(check(schema, valid)).toEqual({ ok: true, data: valid });
  });

  it.each(['on', 'true', '1'])('accepts the privacy box ticked as %j', (agree) => {
    expect(check(schema, { ...valid, agree }).ok).toBe(true);
  });

  it('accepts a username of exactly 20 characters, Chinese counting as one', () => {
    expect(check(schema, { ...valid, username: '采'.repeat(20) }).ok).toBe(true);
  });

  it('accepts passwords of 8 and 20 characters', () => {
    expect(check(schema, { ...valid, password: '12345678', confirmPassword: '12345678' }).ok).toBe(true);
    const twenty = 'a'.repeat(20);
    expect(check(schema, { ...valid, password: twenty, confirmPassword: twenty }).ok).toBe(true);
  });

  it.each<[string, Form, string]>([
    ['username missing', { username: '' }, '请填写用户名'],
    ['username blank', { username: '   ' }, '请填写用户名'],
    ['username with |', { username: 'a|b' }, '用户名不能包含特殊字符 | & # [ ]'],
    ['username with &', { username: 'a&b' }, '用户名不能包含特殊字符 | & # [ ]'],
    ['username with #', { username: '#1' }, '用户名不能包含特殊字符 | & # [ ]'],
    ['username with [ ]', { username: '[a]' }, '用户名不能包含特殊字符 | & # [ ]'],
    ['username of 21 characters', { username: 'a'.repeat(21) }, '用户名最多20个字符'],
    ['password missing', { password: '' }, '请填写密码'],
    ['password of 7 characters', { password: '1234567', confirmPassword: '1234567' }, '密码长度必须在8到20位之间'],
    [
      'password of 21 characters',
      { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) },
      '密码长度必须在8到20位之间',
    ],
    ['confirm password missing', { confirmPassword: '' }, '请填写确认密码'],
    ['confirm password too short', { confirmPassword: 'Secret' }, '密码长度必须在8到20位之间'],
    ['passwords differ', { confirmPassword: 'Secret124' }, '两次输入的密码不一致'],
    ['company name missing', { companyName: '' }, '请填写公司名称'],
    [
      'company name without Chinese',
      { companyName: 'Acme Ltd' },
      '公司名称只能包含汉字、字母、数字、空格和括号，且至少有一个汉字',
    ],
    [
      'company name with other signs',
      { companyName: '示例#公司' },
      '公司名称只能包含汉字、字母、数字、空格和括号，且至少有一个汉字',
    ],
    ['company name over 30', { companyName: '公'.repeat(31) }, '公司名称最多30个字符'],
    ['contact person missing', { linkman: '' }, '请填写联系人'],
    ['contact person not Chinese', { linkman: 'Zhang San' }, '联系人只能输入汉字'],
    ['mobile missing', { mobile: '' }, '请填写手机号码'],
    ['mobile invalid', { mobile: '12800000000' }, '请输入正确的手机号码'],
    ['mobile too short', { mobile: '1380000000' }, '请输入正确的手机号码'],
    ['SMS code missing', { code: '' }, '请输入短信验证码'],
    ['e-mail missing', { email: '' }, '请填写电子邮箱'],
    ['e-mail invalid', { email: 'buyer@example' }, '请输入正确的电子邮箱'],
    ['e-mail over 50', { email: `${'a'.repeat(45)}@b.com` }, '电子邮箱最多50个字符'],
    ['privacy box unticked', { agree: '' }, '请勾选已阅读并同意用户隐私条款'],
    ['privacy box with another value', { agree: 'off' }, '请勾选已阅读并同意用户隐私条款'],
  ])('refuses %s', (_label, change, expected) => {
    expect(fails(schema, { ...valid, ...change })).toBe(expected);
  });

  it('uses the catalogue messages', () => {
    expect(fails(schema, { ...valid, password: 'short', confirmPassword: 'short' })).toBe(zh('passwordLength'));
    expect(fails(schema, { ...valid, confirmPassword: 'Other1234' })).toBe(zh('passwordsDiffer'));
    expect(fails(schema, { ...valid, agree: '' })).toBe(zh('agreePrivacy'));
    expect(fails(schema, { ...valid, code: '' })).toBe(zh('smsCodeMissing'));
  });

  it('reports the first failing field first', () => {
    expect(fails(schema, {})).toBe('请填写用户名');
    expect(fails(schema, { ...valid, linkman: '', mobile: 'x', agree: '' })).toBe('请填写联系人');
  });

  it('puts the passwords-differ message on confirmPassword', () => {
    const result = schema.safeParse(formValues(Object.entries({ ...valid, confirmPassword: 'Other1234' })));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  describe('in English', () => {
    const en = registerSchema('en' satisfies Locale);
    it.each<[Form, string]>([
      [{ username: '' }, 'Please enter username'],
      [{ username: 'a#b' }, 'Username cannot contain the special characters | & # [ ]'],
      [{ username: 'a'.repeat(21) }, 'Username allows at most 20 characters'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password length must be between 8 and 20'],
      [{ confirmPassword: 'Other1234' }, 'The two passwords entered differ'],
      [
        { companyName: 'Acme' },
        'Company name may contain only Chinese characters, letters, digits, spaces and brackets, with at least one Chinese character',
      ],
      [{ linkman: '' }, 'Please enter contact person'],
      [{ mobile: '123' }, 'Please enter a valid mobile number'],
      [{ code: '' }, 'Please enter the SMS verification code'],
      [{ email: 'x' }, 'Please enter a valid e-mail address'],
      [{ agree: '' }, 'Please tick that you have read and agree to the user privacy terms'],
    ])('%j gives %j', (change, expected) => {
      expect(fails(en, { ...valid, ...change })).toBe(expected);
    });
    it('passes the same valid form', () => expect(check(en, valid).ok).toBe(true));
  });
});
