import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** rest/customer/update: contact person, mobile and e-mail of the caller's account. */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const update = (token: string, body: Record<string, unknown>) =>
  t.call<{ linkman: string; mobile: string; email: string }>('POST', '/rest/customer/update', {
    token,
    body,
    json: true,
  });

async function accountOf(token: string) {
  const info = await t.call<{ username: string }>('GET', '/rest/customer/info', { token });
  return t.db.selectFrom('account').selectAll().where('username', '=', info.data.username).executeTakeFirstOrThrow();
}

describe('personal info', () => {
  it('saves the contact person and e-mail and answers the new info', async () => {
    const { token } = await freshCompany(t);
    const before = await accountOf(token);
    const reply = await update(token, { linkman: '陈晨', mobile: before.mobile, email: 'chen@example.com' });
    expect(reply).toMatchObject({
      code: 0,
      msg: '个人信息已保存',
      data: { linkman: '陈晨', email: 'chen@example.com' },
    });
    expect(await accountOf(token)).toMatchObject({ linkman: '陈晨', email: 'chen@example.com' });
  });

  it('refuses bad fields and writes nothing', async () => {
    const { token } = await freshCompany(t);
    const before = await accountOf(token);
    for (const body of [
      { linkman: '', mobile: before.mobile, email: 'a@example.com' },
      { linkman: '陈晨', mobile: '123', email: 'a@example.com' },
      { linkman: '陈晨', mobile: before.mobile, email: 'not-an-email' },
    ]) {
      expect((await update(token, body)).code).toBe(Code.invalid);
    }
    expect(await accountOf(token)).toEqual(before);
  });

  it('changes the mobile only with the code sent to the new number; the new mobile logs in', async () => {
    const { token } = await freshCompany(t);
    const before = await accountOf(token);
    const mobile = '13512345678';
    const withoutCode = await update(token, { linkman: before.linkman, mobile, email: before.email });
    expect(withoutCode).toMatchObject({ code: Code.refused, msg: '更换手机号码需要填写发送到新号码的短信验证码' });
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
    const wrong = await update(token, { linkman: before.linkman, mobile, email: before.email, code: '000000' });
    expect(wrong.code).toBe(Code.refused);
    expect((await accountOf(token)).mobile).toBe(before.mobile);
    const code = await t.latestCode(mobile);
    const changed = await update(token, { linkman: before.linkman, mobile, email: before.email, code });
    expect(changed.data.mobile).toBe(mobile);
    // The new mobile is now the account's login key.
    t.clock.advance(61_000);
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
    const login = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile, code: await t.latestCode(mobile) },
    });
    expect(login.code, login.msg).toBe(0);
  });

  it('refuses a mobile another account uses, even with a right code', async () => {
    const { token } = await freshCompany(t);
    const before = await accountOf(token);
    const taken = (
      await t.db.selectFrom('account').select('mobile').where('username', '=', 'demo').executeTakeFirstOrThrow()
    ).mobile;
    const reply = await update(token, { linkman: before.linkman, mobile: taken, email: before.email, code: '123456' });
    expect(reply).toMatchObject({ code: Code.refused, msg: '该手机号码已被其他账号使用' });
    expect(await accountOf(token)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', '/rest/customer/update', { body: { linkman: '陈晨' } })).code).toBe(Code.tokenInvalid);
  });
});
