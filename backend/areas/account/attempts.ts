import { SMS_CODE_MAX_TRIES } from '../../../contract/constants.ts';
import { Code } from '../../../contract/envelope.ts';
import { counter, type CounterStore } from '../../adapters/rate-limit.ts';
import { AppError } from '../../errors.ts';

/** Failed password logins an account may make before it cools down, and how long the window and the cool-down are. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/**
 * Failed code logins a mobile may make: each code already allows 5 wrong tries
 * (sms.ts), so the mobile cools down after two codes' worth.
 */
export const CODE_LOGIN_FAILURES_PER_MOBILE = 2 * SMS_CODE_MAX_TRIES;
/** Failed logins one client address may make (an office behind one address shares it). */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const HOUR = 60 * 60;

/**
 * Limits on attempts that can be abused (DESIGN.md decision 8 for SMS; issue 10):
 * password and code guessing per account and per address, registrations and SMS
 * sends per address. Every refusal is 10050 with how long to wait.
 */
export function attemptLimits(store: CounterStore, addressLimitPerHour: number) {
  const loginPerAccount = {
    password: counter(store, 'login-account', { points: LOGIN_FAILURES_PER_ACCOUNT, seconds: LOGIN_WINDOW_SECONDS }),
    code: counter(store, 'login-mobile', { points: CODE_LOGIN_FAILURES_PER_MOBILE, seconds: LOGIN_WINDOW_SECONDS }),
  };
  const loginPerAddress = counter(store, 'login-address', {
    points: LOGIN_FAILURES_PER_ADDRESS,
    seconds: LOGIN_WINDOW_SECONDS,
  });
  const registrations = counter(store, 'register-address', { points: addressLimitPerHour, seconds: HOUR });
  const smsSends = counter(store, 'sms-address', { points: addressLimitPerHour, seconds: HOUR });

  const lockedFor = (seconds: number) =>
    new AppError(Code.tooManyRequests, 'loginLocked', { minutes: Math.ceil(seconds / 60) });
  const tooMany = (seconds: number) => new AppError(Code.tooManyRequests, 'tooManyAttempts', { seconds });

  return {
    /**
     * Runs one login attempt. The attempt is counted before the password is checked,
     * so a burst of parallel guesses gets no more checks than the limit. A success
     * clears the account's failures and gives the address its attempt back: the
     * address counts failures only, so a busy office can log in all morning.
     */
    async login<T>(mode: 'password' | 'code', account: string, address: string, attempt: () => Promise<T>): Promise<T> {
      const perAccount = loginPerAccount[mode];
      const accountWait = await perAccount.take(account);
      if (accountWait > 0) throw lockedFor(accountWait);
      const addressWait = await loginPerAddress.take(address);
      if (addressWait > 0) throw lockedFor(addressWait);
      const result = await attempt();
      await Promise.all([perAccount.clear(account), loginPerAddress.refund(address)]);
      return result;
    },
    async registration(address: string): Promise<void> {
      const wait = await registrations.take(address);
      if (wait > 0) throw tooMany(wait);
    },
    async smsSend(address: string): Promise<void> {
      const wait = await smsSends.take(address);
      if (wait > 0) throw tooMany(wait);
    },
  };
}

export type AttemptLimits = ReturnType<typeof attemptLimits>;
