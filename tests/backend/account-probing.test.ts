import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_MAX_TRIES } from '../../common/constants.ts';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Nobody learns whether a username or a mobile has an account from the answers of SMS
 * login and registration: they are the same for a known and an unknown one until the
 * code sent to that mobile is typed right — and only whoever holds the phone has it.
 */
let t: TestBackend;
const KNOWN_MOBILE = '13800000001';
const UNKNOWN_MOBILE = '13655550001';

const sendCode = (mobile: string) => t.call('POST', '/api/sms/code', { body: { mobile } });
const loginByCode = (mobile: string, code: string) =>
  t.call<{ token: string } | null>('POST', '/rest/customer/login', { body: { loginType: '2', mobile, code } });
/** A code that is not the one sent. */
const not = (code: string) => (code === '000000' ? '111111' : '000000');

const registration = (fields: Record<string, string>) => ({
  username: 'probe_new',
  password: 'Probe12345',
  confirmPassword: 'Probe12345',
  companyName: '探测测试有限公司',
  linkman: '赵六',
  mobile: '13655550002',
  email: 'probe@example.com',
  agree: 'on',
  code: '123456',
  ...fields,
});
const register = (fields: Record<string, string>) =>
  t.call('POST', '/rest/customer/register', { body: registration(fields) });

beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

describe('SMS login', () => {
  it('answers the same when sending a code to a registered and an unregistered mobile', async () => {
    const known = await sendCode(KNOWN_MOBILE);
    const unknown = await sendCode(UNKNOWN_MOBILE);
    expect(known).toEqual({ code: 0, msg: '短信已发送，请查收', data: null });
    expect(unknown).toEqual(known);
    // The same text goes to both phones: a registered mobile gets no different message.
    const [knownText, unknownText] = [await t.texts(KNOWN_MOBILE), await t.texts(UNKNOWN_MOBILE)];
    expect(knownText.at(-1)?.replace(/\d{6}/, '')).toBe(unknownText.at(-1)?.replace(/\d{6}/, ''));
  });

  it('answers a wrong code the same for a registered and an unregistered mobile', async () => {
    const knownCode = await t.latestCode(KNOWN_MOBILE);
    const unknownCode = await t.latestCode(UNKNOWN_MOBILE);
    const known = await loginByCode(KNOWN_MOBILE, not(knownCode));
    const unknown = await loginByCode(UNKNOWN_MOBILE, not(unknownCode));
    expect(known).toEqual({ code: Code.refused, msg: '短信验证码错误', data: null });
    expect(unknown).toEqual(known);
  });

  it('answers the same for a registered and an unregistered mobile that were sent no code', async () => {
    const known = await loginByCode('13800000002', '123456');
    const unknown = await loginByCode('13655550009', '123456');
    expect(known).toEqual({ code: Code.refused, msg: '短信验证码错误', data: null });
    expect(unknown).toEqual(known);
  });

  it('tells only the holder of the phone, with the right code, that the mobile is not registered', async () => {
    const known = await loginByCode(KNOWN_MOBILE, await t.latestCode(KNOWN_MOBILE));
    expect(known.code).toBe(0);
    const unknown = await loginByCode(UNKNOWN_MOBILE, await t.latestCode(UNKNOWN_MOBILE));
    expect(unknown).toMatchObject({ code: Code.refused, msg: '该手机号码未注册' });
  });
});

describe('registration', () => {
  it('answers a taken username or mobile exactly like free ones while the code is not right', async () => {
    const before = await t.count('account');
    const free = await register({});
    expect(free).toEqual({ code: Code.refused, msg: '短信验证码错误', data: null });
    expect(await register({ username: 'demo' })).toEqual(free);
    expect(await register({ mobile: '13800000000' })).toEqual(free);
    expect(await register({ username: 'demo', mobile: '13800000000' })).toEqual(free);
    expect(await t.count('account')).toBe(before);
  });

  it('refuses a taken username once the code is right, keeps the code for another name, and spends a try', async () => {
    const mobile = '13655550003';
    await sendCode(mobile);
    const code = await t.latestCode(mobile);
    const before = await t.count('account');
    expect(await register({ mobile, code, username: 'demo' })).toMatchObject({
      code: Code.refused,
      msg: '用户名已被使用',
    });
    expect(await t.count('account')).toBe(before);
    // The same code registers the company under another name.
    expect(await register({ mobile, code, username: 'probe_free_name' })).toMatchObject({ code: 0 });
    expect(await t.count('account')).toBe(before + 1);
  });

  it(`lets one code ask about taken usernames at most ${SMS_CODE_MAX_TRIES} times`, async () => {
    const mobile = '13655550004';
    await sendCode(mobile);
    const code = await t.latestCode(mobile);
    const taken = ['demo', 'demo_approver', 'demo_buyer', 'other', 'huadong'];
    for (const username of taken.slice(0, SMS_CODE_MAX_TRIES)) {
      expect((await register({ mobile, code, username })).msg).toBe('用户名已被使用');
    }
    expect(await register({ mobile, code, username: 'huanan' })).toMatchObject({
      code: Code.refused,
      msg: '验证码错误次数过多，请重新获取',
    });
    expect(await register({ mobile, code, username: 'probe_other_free' })).toMatchObject({
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('tells the holder of a registered phone, with its code, that the mobile is registered', async () => {
    t.clock.advance(61_000);
    await sendCode('13800000000');
    const code = await t.latestCode('13800000000');
    expect(await register({ mobile: '13800000000', code, username: 'probe_dup_mobile' })).toMatchObject({
      code: Code.refused,
      msg: '该手机号码已注册',
    });
  });

  it('refuses the second of two registrations racing for one username, without a fault', async () => {
    const [first, second] = ['13655550005', '13655550006'];
    await Promise.all([sendCode(first), sendCode(second)]);
    const codes = [await t.latestCode(first), await t.latestCode(second)];
    const before = await t.count('account');
    const replies = await Promise.all([
      register({ mobile: first, code: codes[0]!, username: 'probe_race', email: 'a@example.com' }),
      register({ mobile: second, code: codes[1]!, username: 'probe_race', email: 'b@example.com' }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([0, Code.refused]);
    expect(replies.find((reply) => reply.code !== 0)?.msg).toBe('用户名已被使用');
    expect(await t.count('account')).toBe(before + 1);
  });
});
