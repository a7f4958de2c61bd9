import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../contract/client-ip.ts';
import { Code } from '../../contract/envelope.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from '../../backend/areas/account/attempts.ts';
import { DUMMY_HASH, verifyPassword } from '../../backend/password.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Limits on guessing and abuse (issue 10 item 9): failed logins per account and
 * per client address, registrations and SMS sends per address — counted
 * atomically, so parallel bursts get no more than sequential tries. On
 * PostgreSQL the counters live in the database, shared by every process.
 */
const ADDRESS_LIMIT = 3;
let t: TestBackend;
let serial = 0;
/** A client address of its own for each test, so the tests' counters never meet. */
const newAddress = () => `203.0.113.${++serial}`;

const login = (username: string, password: string, address: string) =>
  t.call<{ token: string }>('POST', '/rest/customer/login', {
    body: { loginType: '1', username, password },
    headers: { [CLIENT_IP_HEADER]: address },
  });

beforeAll(async () => {
  t = await startBackend({ addressLimitPerHour: ADDRESS_LIMIT });
});
afterAll(() => t.close());

describe('failed logins per account', () => {
  it(`cools an account down after ${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords, even for the right one, with how long to wait`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login('demo', 'Wrong12345', address)).msg).toBe('用户名或密码错误');
    }
    const locked = await login('demo', 'Demo12345', address);
    expect(locked).toMatchObject({ code: Code.tooManyRequests, msg: '登录失败次数过多，请15分钟后再试' });
    // Other accounts are not held back, from the same address or another.
    expect((await login('demo_reviewer', 'Demo12345', address)).code).toBe(0);
    expect((await login('demo', 'Demo12345', newAddress())).code).toBe(Code.tooManyRequests);
  });

  it('checks no more than the limit of a burst of 100 parallel guesses, from 100 addresses', async () => {
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('demo_buyer', `Wrong${i}12345`, newAddress())),
    );
    const checked = replies.filter((reply) => reply.code !== Code.tooManyRequests);
    expect(checked).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect((await login('demo_buyer', 'Demo12345', newAddress())).code).toBe(Code.tooManyRequests);
  });

  it('counts unknown usernames like known ones, and hashes a dummy password for them', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await login('nobody_here', 'Wrong12345', address);
    expect((await login('nobody_here', 'Wrong12345', address)).code).toBe(Code.tooManyRequests);
    // The dummy hash is a real scrypt hash that nothing matches, so an unknown user costs one hash too.
    expect(DUMMY_HASH).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });

  it('clears an account’s failures when it logs in', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) await login('other', 'Wrong12345', address);
    expect((await login('other', 'Other12345', address)).code).toBe(0);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) await login('other', 'Wrong12345', address);
    expect((await login('other', 'Other12345', address)).code).toBe(0);
  });
});

describe('failed logins per client address', () => {
  it(`cools an address down after ${LOGIN_FAILURES_PER_ADDRESS} failures across accounts`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await login(`probe_${i}`, 'Wrong12345', address)).code).toBe(Code.refused);
    }
    expect((await login('probe_last', 'Wrong12345', address)).code).toBe(Code.tooManyRequests);
    expect((await login('probe_last', 'Wrong12345', newAddress())).code).toBe(Code.refused);
  });

  it('does not count successful logins against a busy office', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS + 5; i++) {
      expect((await login('demo_reviewer', 'Demo12345', address)).code).toBe(0);
    }
  });
});

describe('registrations and SMS sends per client address', () => {
  it(`allows ${ADDRESS_LIMIT} SMS sends an hour from one address, to any mobiles`, async () => {
    const address = newAddress();
    const send = (mobile: string, from = address) =>
      t.call('POST', '/api/sms/code', { body: { mobile }, headers: { [CLIENT_IP_HEADER]: from } });
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await send(`1360000000${i}`)).code).toBe(0);
    const refused = await send('13600000009');
    expect(refused.code).toBe(Code.tooManyRequests);
    expect(refused.msg).toMatch(/^操作太频繁，请\d+秒后再试$/);
    expect((await send('13600000009', newAddress())).code).toBe(0);
  });

  it(`allows ${ADDRESS_LIMIT} registrations an hour from one address`, async () => {
    const address = newAddress();
    const register = (i: number) =>
      t.call('POST', '/rest/customer/register', {
        headers: { [CLIENT_IP_HEADER]: address },
        body: {
          companyName: '限流测试有限公司',
          linkman: '张三',
          mobile: `1350000000${i}`,
          email: `limit${i}@example.com`,
          username: `limit_${i}`,
          password: 'Limit12345',
          confirmPassword: 'Limit12345',
          code: '000000',
          agree: 'on',
        },
      });
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await register(i)).code).not.toBe(Code.tooManyRequests);
    expect((await register(ADDRESS_LIMIT)).code).toBe(Code.tooManyRequests);
  });
});
