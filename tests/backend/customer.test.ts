import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { approveCompany } from './console-steps.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('rest/customer/login by password', () => {
  it('answers a token for the demo main account', async () => {
    const reply = await t.call<{ token: string }>('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'demo', password: 'Demo12345' },
    });
    expect(reply.code).toBe(0);
    expect(reply.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts a JSON body too', async () => {
    const reply = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'demo_buyer', password: 'Demo12345' },
      json: true,
    });
    expect(reply.code).toBe(0);
  });

  it('refuses a wrong password and an unknown user with the same message, creating no session', async () => {
    const before = await t.count('session');
    const wrong = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'demo', password: 'nope12345' },
    });
    const unknown = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'nobody', password: 'x' },
    });
    expect(wrong).toMatchObject({ code: Code.refused, msg: '用户名或密码错误', data: null });
    expect(unknown.msg).toBe(wrong.msg);
    expect(await t.count('session')).toBe(before);
  });

  it('validates with the first failing rule', async () => {
    expect(await t.call('POST', '/rest/customer/login', { body: { loginType: '1', password: 'x' } })).toMatchObject({
      code: Code.invalid,
      msg: '请填写用户名',
    });
    expect((await t.call('POST', '/rest/customer/login', { body: { username: 'demo' } })).code).toBe(Code.invalid);
    expect((await t.call('POST', '/rest/customer/login', { body: { loginType: '9' } })).code).toBe(Code.invalid);
  });

  it('answers in English when asked', async () => {
    const reply = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: 'demo', password: 'wrong-one' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply.msg).toBe('Wrong username or password');
  });

  it('survives a malformed JSON body with a clear refusal', async () => {
    const response = await t.backend.app.fetch(
      new Request('http://backend.test/rest/customer/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"loginType":',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: Code.invalid });
  });
});

describe('api/sms/code and login by SMS code', () => {
  it('sends a 6-digit code to the outbox and logs in with it once', async () => {
    const sent = await t.call('POST', '/api/sms/code', { body: { mobile: '13800000001' } });
    expect(sent).toMatchObject({ code: 0, msg: '短信已发送，请查收' });
    const code = await t.latestCode('13800000001');
    const login = await t.call<{ token: string }>('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13800000001', code },
    });
    expect(login.code).toBe(0);
    const again = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13800000001', code },
    });
    expect(again.code).toBe(Code.refused);
  });

  it('refuses a second code within 60 s, allows one after', async () => {
    expect((await t.call('POST', '/api/sms/code', { body: { mobile: '13800000002' } })).code).toBe(0);
    const before = await t.count('sms_code');
    const soon = await t.call('POST', '/api/sms/code', { body: { mobile: '13800000002' } });
    expect(soon.code).toBe(Code.tooManyRequests);
    expect(soon.msg).toMatch(/秒后再试/);
    expect(await t.count('sms_code')).toBe(before);
    t.clock.advance(61_000);
    expect((await t.call('POST', '/api/sms/code', { body: { mobile: '13800000002' } })).code).toBe(0);
  });

  it('refuses a wrong code, and every code after five wrong tries', async () => {
    t.clock.advance(61_000);
    await t.call('POST', '/api/sms/code', { body: { mobile: '13800000000' } });
    const code = await t.latestCode('13800000000');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13800000000', code: wrong },
    });
    expect(first).toMatchObject({ code: Code.refused, msg: '短信验证码错误' });
    for (let i = 0; i < 4; i++) {
      await t.call('POST', '/rest/customer/login', { body: { loginType: '2', mobile: '13800000000', code: wrong } });
    }
    const right = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13800000000', code },
    });
    expect(right).toMatchObject({ code: Code.refused, msg: '验证码错误次数过多，请重新获取' });
  });

  it('refuses an expired code', async () => {
    t.clock.advance(61_000);
    await t.call('POST', '/api/sms/code', { body: { mobile: '13800000000' } });
    const code = await t.latestCode('13800000000');
    t.clock.advance(5 * 60_000 + 1);
    const reply = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13800000000', code },
    });
    expect(reply).toMatchObject({ code: Code.refused, msg: '短信验证码已过期，请重新获取' });
  });

  it('limits codes to 10 per mobile per day', async () => {
    const mobile = '13700000009';
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
      t.clock.advance(61_000);
    }
    const eleventh = await t.call('POST', '/api/sms/code', { body: { mobile } });
    expect(eleventh.code).toBe(Code.tooManyRequests);
    t.clock.advance(DAY);
    expect((await t.call('POST', '/api/sms/code', { body: { mobile } })).code).toBe(0);
  });

  it('validates the mobile and writes nothing', async () => {
    const before = await t.count('sms_code');
    expect(await t.call('POST', '/api/sms/code', { body: {} })).toMatchObject({
      code: Code.invalid,
      msg: '请输入手机号码',
    });
    expect(await t.call('POST', '/api/sms/code', { body: { mobile: '12345' } })).toMatchObject({
      code: Code.invalid,
      msg: '请输入正确的手机号码',
    });
    expect(await t.count('sms_code')).toBe(before);
  });

  it('answers an unregistered mobile like a registered one until its code is right, and requires the code', async () => {
    // No code was sent to either: the same answer (tests/backend/account-probing.test.ts has the rest).
    const unknown = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile: '13600000000', code: '123456' },
    });
    expect(unknown).toMatchObject({ code: Code.refused, msg: '短信验证码错误' });
    expect(
      await t.call('POST', '/rest/customer/login', { body: { loginType: '2', mobile: '13900000000', code: '123456' } }),
    ).toEqual(unknown);
    expect(
      await t.call('POST', '/rest/customer/login', { body: { loginType: '2', mobile: '13800000000' } }),
    ).toMatchObject({
      code: Code.invalid,
      msg: '请输入短信验证码',
    });
  });
});

describe('rest/customer/register and staff approval', () => {
  const form = {
    username: 'acme_buyer',
    password: 'Acme12345',
    confirmPassword: 'Acme12345',
    companyName: '阿克米五金有限公司',
    linkman: '李四',
    mobile: '13912345678',
    email: 'li@acme.example',
    agree: 'on',
  };

  it('refuses bad input with the first failing rule and writes nothing', async () => {
    const before = [await t.count('company'), await t.count('account')];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, username: undefined, code: '123456' }, '请填写用户名'],
      [{ ...form, username: 'a|b', code: '123456' }, '用户名不能包含特殊字符 | & # [ ]'],
      [{ ...form, password: 'short', confirmPassword: 'short', code: '123456' }, '密码长度必须在8到20位之间'],
      [{ ...form, confirmPassword: 'Other12345', code: '123456' }, '两次输入的密码不一致'],
      [
        { ...form, companyName: 'ACME Ltd', code: '123456' },
        '公司名称只能包含汉字、字母、数字、空格和括号，且至少有一个汉字',
      ],
      [{ ...form, email: 'nope', code: '123456' }, '请输入正确的电子邮箱'],
      [{ ...form }, '请输入短信验证码'],
      [{ ...form, agree: undefined, code: '123456' }, '请勾选已阅读并同意用户隐私条款'],
    ];
    for (const [body, msg] of cases) {
      expect(await t.call('POST', '/rest/customer/register', { body })).toMatchObject({ code: Code.invalid, msg });
    }
    expect([await t.count('company'), await t.count('account')]).toEqual(before);
  });

  it('refuses a wrong code and a taken username without writing', async () => {
    const before = await t.count('account');
    await t.call('POST', '/api/sms/code', { body: { mobile: form.mobile } });
    const code = await t.latestCode(form.mobile);
    const wrong = await t.call('POST', '/rest/customer/register', {
      body: { ...form, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong).toMatchObject({ code: Code.refused, msg: '短信验证码错误' });
    const taken = await t.call('POST', '/rest/customer/register', { body: { ...form, username: 'demo', code } });
    expect(taken).toMatchObject({ code: Code.refused, msg: '用户名已被使用' });
    expect(await t.count('account')).toBe(before);
  });

  it('registers a pending company that cannot log in until staff approve it, then tells it by SMS', async () => {
    t.clock.advance(61_000);
    await t.call('POST', '/api/sms/code', { body: { mobile: form.mobile } });
    const code = await t.latestCode(form.mobile);
    const reply = await t.call('POST', '/rest/customer/register', { body: { ...form, code } });
    expect(reply).toMatchObject({ code: 0, msg: '注册成功，企业信息正在审核中，审核结果将以短信通知您' });

    const pending = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '1', username: form.username, password: form.password },
    });
    expect(pending).toMatchObject({ code: Code.refused, msg: '企业注册正在审核中，审核通过后将短信通知您' });

    const approved = await approveCompany(t, form.username);
    expect(approved.name).toBe(form.companyName);
    expect((await t.backend.services.sms.latestMessage(form.mobile))?.content).toContain('审核通过');
    await expect(approveCompany(t, form.username)).rejects.toThrow('actionNotAllowed');

    const token = await t.login(form.username, form.password);
    const info = await t.call<{ companyName: string; customerAccountType: number }>('GET', '/rest/customer/info', {
      token,
    });
    expect(info.data).toMatchObject({ companyName: form.companyName, customerAccountType: 0, username: form.username });
  });
});

describe('rest/customer/viewer', () => {
  it("answers the greeting's name and the cart's count alone, as the user info has them", async () => {
    const token = await t.login('demo_buyer');
    const viewer = async () => (await t.call('GET', '/rest/customer/viewer', { token })).data;
    const before = await viewer();
    const info = (await t.call<{ username: string; carCount: number }>('GET', '/rest/customer/info', { token })).data;
    // The demo company has a price list in force: its buyers' pages are rendered for them, never shared.
    expect(before).toEqual({ username: info.username, carCount: info.carCount, ownPrices: true });
    const goods = await t.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .where('quantity', '=', 1)
      .where('inventory', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const added = await t.call('POST', '/rest/car/add', { token, body: { goodsId: goods.id, quantity: 1 } });
    expect(added).toMatchObject({ code: 0 });
    expect(await viewer()).toEqual({ username: 'demo_buyer', carCount: info.carCount + 1, ownPrices: true });
  });

  it('answers 10020 without a live session', async () => {
    expect((await t.call('GET', '/rest/customer/viewer')).code).toBe(Code.tokenInvalid);
    const token = await t.login('demo');
    await t.call('POST', '/rest/customer/logout', { token });
    expect((await t.call('GET', '/rest/customer/viewer', { token })).code).toBe(Code.tokenInvalid);
  });
});

describe('rest/customer/info and logout', () => {
  it('answers the user info of SPEC §3', async () => {
    const token = await t.login('demo');
    const info = await t.call('GET', '/rest/customer/info', { token });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      username: 'demo',
      customerAccountType: 0,
      companyName: '示例科技有限公司',
      mobile: '13800000000',
      carCount: 0,
    });
    expect(typeof (info.data as { quota: number }).quota).toBe('number');
  });

  it('accepts the token as a Bearer header too', async () => {
    const token = await t.login('demo_approver');
    const response = await t.backend.app.fetch(
      new Request('http://backend.test/rest/customer/info', { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(await response.json()).toMatchObject({ code: 0, data: { customerAccountType: 1 } });
  });

  it('answers 10020 without a token or with an unknown one', async () => {
    expect((await t.call('GET', '/rest/customer/info')).code).toBe(Code.tokenInvalid);
    expect((await t.call('GET', '/rest/customer/info', { token: 'not-a-token' })).code).toBe(Code.tokenInvalid);
  });

  it('answers 10021 once the token expired, and keeps an active one alive', async () => {
    const token = await t.login('demo');
    t.clock.advance(6 * DAY);
    expect((await t.call('GET', '/rest/customer/info', { token })).code).toBe(0);
    t.clock.advance(6 * DAY);
    expect((await t.call('GET', '/rest/customer/info', { token })).code).toBe(0);
    t.clock.advance(7 * DAY + 1);
    expect((await t.call('GET', '/rest/customer/info', { token })).code).toBe(Code.tokenExpired);
  });

  it('revokes the token at logout', async () => {
    const token = await t.login('demo');
    expect((await t.call('POST', '/rest/customer/logout', { token })).code).toBe(0);
    expect((await t.call('GET', '/rest/customer/info', { token })).code).toBe(Code.tokenInvalid);
    expect((await t.call('POST', '/rest/customer/logout')).code).toBe(Code.tokenInvalid);
  });

  it('gives each login its own token', async () => {
    const first = await t.login('demo');
    const second = await t.login('demo');
    expect(first).not.toBe(second);
  });
});

describe('transport', () => {
  it('answers an unknown backend path with an envelope 404', async () => {
    const response = await t.backend.app.fetch(new Request('http://backend.test/rest/nothing/here'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: Code.notFound });
  });
});
