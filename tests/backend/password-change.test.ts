import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** rest/customer/updatePsw. */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

async function own(token: string) {
  const info = await t.call<{ username: string; mobile: string }>('GET', '/rest/customer/info', { token });
  return info.data;
}

async function codeFor(mobile: string) {
  t.clock.advance(61_000);
  expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
  return t.latestCode(mobile);
}

const change = (token: string, body: Record<string, unknown>) =>
  t.call<{ token: string }>('POST', '/rest/customer/updatePsw', { token, body });

describe('changing one’s own password', () => {
  it('needs the current password and the code of the account’s own mobile; every other session ends', async () => {
    const { token } = await freshCompany(t);
    const { username, mobile } = await own(token);
    const elsewhere = await t.login(username, 'Fresh12345');
    const form = { oldPassword: 'Fresh12345', newPassword: 'Better12345', confirmPassword: 'Better12345', mobile };

    expect((await change(token, { ...form, oldPassword: 'Wrong12345', code: await codeFor(mobile) })).msg).toBe(
      '当前密码不正确',
    );
    expect((await change(token, { ...form, mobile: '13598765432', code: '123456' })).msg).toBe(
      '验证码只能发送到本账号绑定的手机号码',
    );
    expect((await change(token, { ...form, confirmPassword: 'Other12345', code: '123456' })).code).toBe(Code.invalid);
    expect(
      (await change(token, { ...form, newPassword: 'short', confirmPassword: 'short', code: '123456' })).code,
    ).toBe(Code.invalid);
    // Nothing changed so far: the old password still logs in.
    await t.login(username, 'Fresh12345');

    const changed = await change(token, { ...form, code: await codeFor(mobile) });
    expect(changed).toMatchObject({ code: 0, msg: '密码已修改，其他设备已退出登录' });
    expect((await t.call('GET', '/rest/customer/info', { token: elsewhere })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/customer/info', { token })).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/customer/info', { token: changed.data.token })).code).toBe(0);
    expect((await t.backend.services.sms.latestMessage(mobile))?.content).toContain('密码已于');
    await t.login(username, 'Better12345');
    expect(
      (await t.call('POST', '/rest/customer/login', { body: { loginType: '1', username, password: 'Fresh12345' } }))
        .code,
    ).toBe(Code.refused);
  });

  it('counts wrong current passwords as failed logins', async () => {
    const { token } = await freshCompany(t);
    const { mobile } = await own(token);
    const form = {
      oldPassword: 'Wrong12345',
      newPassword: 'Better12345',
      confirmPassword: 'Better12345',
      mobile,
      code: '123456',
    };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await change(token, form)).code);
    expect(codes.slice(0, 5)).toEqual([Code.refused, Code.refused, Code.refused, Code.refused, Code.refused]);
    expect(codes[5]).toBe(Code.tooManyRequests);
  });
});
