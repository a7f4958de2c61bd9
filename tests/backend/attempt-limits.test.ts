import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../common/client-ip.ts';
import { Code, type Envelope } from '../../common/envelope.ts';
import {
  attemptLimits,
  backoffSeconds,
  BACKOFF_FIRST_SECONDS,
  BACKOFF_LONGEST_SECONDS,
  CODE_LOGIN_FAILURES_PER_MOBILE_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../backend/areas/account/attempts.ts';
import type { CounterStore } from '../../backend/adapters/rate-limit.ts';
import { refused } from '../../backend/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../backend/password.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Limits on guessing and abuse: failed logins per account and address pair, per address,
 * and a growing wait per account; registrations and SMS sends per address — counted
 * atomically, so parallel bursts get no more than sequential tries. On PostgreSQL the
 * counters live in the database, shared by every process. Nobody can lock an owner out:
 * a correct password from an address that has not failed at the account always gets in.
 */
const ADDRESS_LIMIT = 3;
let t: TestBackend;
let serial = 0;
/** A client address of its own for each use, so the tests' counters never meet. */
const newAddress = () => `203.0.${Math.floor(++serial / 250)}.${(serial % 250) + 1}`;
const addresses = (n: number) => Array.from({ length: n }, newAddress);

const login = (username: string, password: string, address: string) =>
  t.call<{ token: string } | { waitSeconds: number } | null>('POST', '/rest/customer/login', {
    body: { loginType: '1', username, password },
    headers: { [CLIENT_IP_HEADER]: address },
  });
const staffLogin = (username: string, password: string, address: string) =>
  t.call<{ token: string } | { waitSeconds: number } | null>('POST', '/rest/staff/login', {
    body: { username, password },
    headers: { [CLIENT_IP_HEADER]: address },
  });

/** The wait a 10050 refusal asks for, in seconds. */
function waitOf(reply: Envelope<unknown>): number {
  expect(reply.code).toBe(Code.tooManyRequests);
  const { waitSeconds } = reply.data as { waitSeconds: number };
  expect(waitSeconds).toBeGreaterThan(0);
  return waitSeconds;
}

beforeAll(async () => {
  t = await startBackend({ addressLimitPerHour: ADDRESS_LIMIT });
});
afterAll(() => t.close());

describe('failed logins per account and address', () => {
  it(`refuses an address after ${LOGIN_FAILURES_PER_ACCOUNT_ADDRESS} wrong passwords at an account, even the right one, and no other address`, async () => {
    const guesser = newAddress();
    const owner = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
      expect((await login('demo', 'Wrong12345', guesser)).msg).toBe('用户名或密码错误');
    }
    const refusedAgain = await login('demo', 'Demo12345', guesser);
    expect(refusedAgain).toMatchObject({ code: Code.tooManyRequests, msg: '登录失败次数过多，请15分钟后再试' });
    expect(waitOf(refusedAgain)).toBeGreaterThan(14 * 60);
    // The guesser's other accounts are not held back, and the owner gets in from anywhere else.
    expect((await login('demo_approver', 'Demo12345', guesser)).code).toBe(0);
    expect((await login('demo', 'Demo12345', owner)).code).toBe(0);
    // Still refused at that account from that address.
    expect((await login('demo', 'Wrong12345', guesser)).code).toBe(Code.tooManyRequests);
  });

  it('lets the owner in from a clean address after parallel guesses from many addresses, and makes the guessers wait', async () => {
    const guessers = addresses(12);
    const replies = await Promise.all(
      guessers.flatMap((address, i) =>
        Array.from({ length: 3 }, (_, j) => login('demo_buyer', `Wrong${i}x${j}99`, address)),
      ),
    );
    // Every guess was refused: checked and wrong, or told to wait.
    for (const reply of replies) expect([Code.refused, Code.tooManyRequests]).toContain(reply.code);
    expect(replies.filter((reply) => reply.code === Code.refused).length).toBeGreaterThanOrEqual(guessers.length);

    // The owner, from an address that has not failed here, gets in at once.
    const owner = await login('demo_buyer', 'Demo12345', newAddress());
    expect(owner.code).toBe(0);
    expect(owner.data).toHaveProperty('token');

    // A guesser is told to wait, whatever it sends: the account is slowed down for it.
    for (const address of guessers.slice(0, 3)) {
      const again = await login('demo_buyer', 'Demo12345', address);
      expect(waitOf(again)).toBeGreaterThan(0);
    }
  });

  it('slows an account under a distributed attack down progressively, never for a clean address', async () => {
    const first = addresses(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    for (const address of first) expect((await login('huadong', 'Wrong12345', address)).code).toBe(Code.refused);
    const repeater = first[0]!;
    const waits = [waitOf(await login('huadong', 'Wrong12345', repeater))];
    expect(waits[0]).toBeLessThanOrEqual(BACKOFF_FIRST_SECONDS);
    for (let i = 0; i < 3; i++) {
      // A new address is checked (its guess is simply wrong) and makes the account's wait longer.
      expect((await login('huadong', 'Wrong12345', newAddress())).msg).toBe('用户名或密码错误');
      const reply = await login('huadong', 'Wrong12345', repeater);
      expect(reply.msg).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
      waits.push(waitOf(reply));
    }
    // 5 s, then 10, 20, 40: each failure doubles the wait.
    for (let i = 1; i < waits.length; i++) {
      expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
      expect(waits[i]).toBeLessThanOrEqual(BACKOFF_FIRST_SECONDS * 2 ** i);
    }
    // The refused tries were not checked, so they did not count as the repeater's failures.
    expect((await login('huadong', 'Demo12345', newAddress())).code).toBe(0);
  });

  it('doubles the wait up to a quarter of an hour', () => {
    const free = LOGIN_FAILURES_PER_ACCOUNT_ADDRESS;
    expect([free - 1, free, free + 1, free + 2, free + 20, 10_000].map((n) => backoffSeconds(n, free))).toEqual([
      0,
      BACKOFF_FIRST_SECONDS,
      2 * BACKOFF_FIRST_SECONDS,
      4 * BACKOFF_FIRST_SECONDS,
      BACKOFF_LONGEST_SECONDS,
      BACKOFF_LONGEST_SECONDS,
    ]);
  });

  it('lets the waiting addresses through one at a time once the wait is over', async () => {
    // The shop's own store (memory, or the PostgreSQL table every process shares), with a
    // first wait of 1 s so the test can see it run out.
    const pool = t.backend.connection.pool;
    const store: CounterStore = pool ? { kind: 'postgres', pool } : { kind: 'memory' };
    const limits = attemptLimits(store, ADDRESS_LIMIT, { backoffFirstSeconds: 1 });
    const account = `gate_${Date.now()}`;
    let checks = 0;
    const wrong = async () => {
      checks++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw refused('loginFailed');
    };
    const guessers = addresses(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    for (const address of guessers) await expect(limits.login('password', account, address, wrong)).rejects.toThrow();
    expect(checks).toBe(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    checks = 0;
    const owner = newAddress();
    const outcomes = await Promise.allSettled([
      ...guessers
        .flatMap((address) => [address, address])
        .map((address) => limits.login('password', account, address, wrong)),
      limits.login('password', account, owner, async () => 'in'),
    ]);
    // Of ten parallel tries from addresses that failed here, one was checked; the owner's was too.
    expect(checks).toBe(1);
    expect(outcomes.at(-1)).toEqual({ status: 'fulfilled', value: 'in' });
    const waited = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && (outcome.reason as { key?: string }).key === 'loginWait',
    );
    expect(waited).toHaveLength(2 * guessers.length - 1);
  });

  it('counts unknown usernames like known ones, and hashes a dummy password for them', async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i++) {
      expect((await login('nobody_here', 'Wrong12345', address)).code).toBe(Code.refused);
    }
    expect((await login('nobody_here', 'Wrong12345', address)).code).toBe(Code.tooManyRequests);
    // The dummy hash is a real scrypt hash that nothing matches, so an unknown user costs one hash too.
    expect(DUMMY_HASH).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });

  it('lets the owner in by SMS code from a clean address after guesses at the mobile from many addresses', async () => {
    const mobile = '13900000000';
    const guessers = addresses(CODE_LOGIN_FAILURES_PER_MOBILE_ADDRESS + 2);
    const replies = await Promise.all(
      guessers.map((address, i) =>
        t.call('POST', '/rest/customer/login', {
          body: { loginType: '2', mobile, code: String(100000 + i) },
          headers: { [CLIENT_IP_HEADER]: address },
        }),
      ),
    );
    for (const reply of replies) expect([Code.refused, Code.tooManyRequests]).toContain(reply.code);
    const owner = newAddress();
    const sent = await t.call('POST', '/api/sms/code', { body: { mobile }, headers: { [CLIENT_IP_HEADER]: owner } });
    expect(sent.code).toBe(0);
    const reply = await t.call('POST', '/rest/customer/login', {
      body: { loginType: '2', mobile, code: await t.latestCode(mobile) },
      headers: { [CLIENT_IP_HEADER]: owner },
    });
    expect(reply.code).toBe(0);
  });

  it('gives staff logins the same limits: guessers are refused, the member gets in from a clean address', async () => {
    const guessers = addresses(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS + 3);
    const replies = await Promise.all(
      guessers.flatMap((address) =>
        Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_ADDRESS + 1 }, () =>
          staffLogin('staff_viewer', 'Wrong12345', address),
        ),
      ),
    );
    for (const reply of replies) expect([Code.refused, Code.tooManyRequests]).toContain(reply.code);
    // Each address got at most its limit of checks; the rest were told to wait.
    expect(replies.filter((reply) => reply.code === Code.refused).length).toBeLessThanOrEqual(
      guessers.length * LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
    );
    expect(waitOf(await staffLogin('staff_viewer', 'Staff12345', guessers[0]!))).toBeGreaterThan(0);
    expect((await staffLogin('staff_viewer', 'Staff12345', newAddress())).code).toBe(0);
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
      expect((await login('demo_approver', 'Demo12345', address)).code).toBe(0);
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
