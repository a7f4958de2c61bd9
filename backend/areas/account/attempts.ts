import { SMS_CODE_MAX_TRIES } from '../../../common/constants.ts';
import { Code } from '../../../common/envelope.ts';
import { counter, gate, type CounterStore } from '../../adapters/rate-limit.ts';
import { AppError } from '../../errors.ts';

/**
 * Failed password logins one client address may make at one account in a window; after
 * them that address is refused at that account until the window ends. Past the same number
 * of failures from all addresses together, the account is slowed down (see backoffSeconds).
 */
export const LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = 5;
/**
 * The same for code logins, per mobile: each code already allows 5 wrong tries (sms.ts),
 * so two codes' worth.
 */
export const CODE_LOGIN_FAILURES_PER_MOBILE_ADDRESS = 2 * SMS_CODE_MAX_TRIES;
/** Failed logins one client address may make, at all accounts together (an office behind one address shares it). */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
/** The window of the two limits above, and how long an address is refused once past either. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** An account's failures from every address are counted over an hour. */
export const ACCOUNT_FAILURES_WINDOW_SECONDS = 60 * 60;
/** The wait after the failure that starts an account's slowdown; each further failure doubles it, up to the longest. */
export const BACKOFF_FIRST_SECONDS = 5;
export const BACKOFF_LONGEST_SECONDS = 15 * 60;
/** How long one waiting attempt holds an account's gate while its password is checked, should it never come back. */
const CHECK_HOLD_SECONDS = 5;
const HOUR = 60 * 60;

/**
 * How long addresses that already failed at an account wait after its `failures`-th
 * failure in the hour: nothing before `free` failures, then BACKOFF_FIRST_SECONDS,
 * doubling with each failure after it, up to BACKOFF_LONGEST_SECONDS.
 */
export function backoffSeconds(failures: number, free: number, first = BACKOFF_FIRST_SECONDS): number {
  if (failures < free) return 0;
  return Math.min(first * 2 ** Math.min(failures - free, 30), BACKOFF_LONGEST_SECONDS);
}

/**
 * Limits on attempts that can be abused (DESIGN.md decision 8 for SMS; docs/decisions/0020):
 * password and code guessing per account and address pair, per address, and a growing wait per
 * account; registrations and SMS sends per address. Every refusal is 10050 with how long to wait,
 * in the message and as `data.waitSeconds`.
 *
 * No one can lock an owner out: others' failures never refuse an account's correct password
 * from an address that has not failed at it. What they earn is a wait for themselves.
 */
export function attemptLimits(
  store: CounterStore,
  addressLimitPerHour: number,
  /** Tests shorten the first wait so they can see it run out. */
  { backoffFirstSeconds = BACKOFF_FIRST_SECONDS }: { backoffFirstSeconds?: number } = {},
) {
  const modeLimits = (mode: string, failures: number) => ({
    failures,
    pair: counter(store, `${mode}-account-address`, { points: failures, seconds: LOGIN_WINDOW_SECONDS }),
    // Counts only, never refuses: the account's slowdown is its gate below.
    account: counter(store, `${mode}-account-failures`, {
      points: 1_000_000_000,
      seconds: ACCOUNT_FAILURES_WINDOW_SECONDS,
    }),
    gate: gate(store, `${mode}-account-gate`, CHECK_HOLD_SECONDS),
  });
  const modes = {
    password: modeLimits('login', LOGIN_FAILURES_PER_ACCOUNT_ADDRESS),
    code: modeLimits('code-login', CODE_LOGIN_FAILURES_PER_MOBILE_ADDRESS),
  };
  const loginPerAddress = counter(store, 'login-address', {
    points: LOGIN_FAILURES_PER_ADDRESS,
    seconds: LOGIN_WINDOW_SECONDS,
  });
  const registrations = counter(store, 'register-address', { points: addressLimitPerHour, seconds: HOUR });
  const smsSends = counter(store, 'sms-address', { points: addressLimitPerHour, seconds: HOUR });

  const waitLogin = (seconds: number) =>
    seconds < 60
      ? new AppError(Code.tooManyRequests, 'loginWait', { seconds }, { waitSeconds: seconds })
      : new AppError(
          Code.tooManyRequests,
          'loginLocked',
          { minutes: Math.ceil(seconds / 60) },
          { waitSeconds: seconds },
        );
  const tooMany = (seconds: number) =>
    new AppError(Code.tooManyRequests, 'tooManyAttempts', { seconds }, { waitSeconds: seconds });

  return {
    /**
     * Runs one login attempt at `account` from `address`.
     *
     * - The address's tries at this account are counted before the password is checked, so a
     *   burst of parallel guesses from one address gets no more checks than the limit; past
     *   it, that address is refused at that account for the window. A success forgets them.
     * - The address's failures at all accounts are capped the same way; a success gives its
     *   try back, so a busy office can log in all morning.
     * - Once an account has failed `free` times in the hour, an address that has already
     *   failed at it goes through the account's gate: one attempt at a time, and after each
     *   further failure only once a wait has run out that doubles each time. An address with
     *   no failures there is always checked, so the owner's correct password gets in
     *   whatever the guessers do.
     */
    async login<T>(mode: 'password' | 'code', account: string, address: string, attempt: () => Promise<T>): Promise<T> {
      const limits = modes[mode];
      const pairKey = JSON.stringify([account, address]);
      const pair = await limits.pair.take(pairKey);
      if (pair.wait > 0) throw waitLogin(pair.wait);
      const fromAddress = await loginPerAddress.take(address);
      if (fromAddress.wait > 0) {
        await limits.pair.refund(pairKey);
        throw waitLogin(fromAddress.wait);
      }
      const gated = pair.count > 1 && (await limits.account.count(account)) >= limits.failures;
      if (gated) {
        const wait = await limits.gate.pass(account);
        if (wait > 0) {
          // Nothing was checked: the wait is the answer, and it costs the address no try.
          await Promise.all([limits.pair.refund(pairKey), loginPerAddress.refund(address)]);
          throw waitLogin(wait);
        }
      }
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        const { count: failures } = await limits.account.take(account);
        const wait = backoffSeconds(failures, limits.failures, backoffFirstSeconds);
        if (wait > 0) await limits.gate.shut(account, wait);
        else if (gated) await limits.gate.open(account);
        throw error;
      }
      await Promise.all([
        limits.pair.clear(pairKey),
        loginPerAddress.refund(address),
        gated ? limits.gate.open(account) : undefined,
      ]);
      return result;
    },
    async registration(address: string): Promise<void> {
      const { wait } = await registrations.take(address);
      if (wait > 0) throw tooMany(wait);
    },
    async smsSend(address: string): Promise<void> {
      const { wait } = await smsSends.take(address);
      if (wait > 0) throw tooMany(wait);
    },
  };
}

export type AttemptLimits = ReturnType<typeof attemptLimits>;
