/**
 * The response envelope of SPEC §7 and the error codes of DESIGN.md.
 * Every backend answer is HTTP 200 with `{ code, msg, data }`; code 0 is success.
 */
export const Code = {
  ok: 0,
  /** A business rule refused the request; msg says why. */
  refused: 1,
  /** Validation failed; msg is the first failing rule's message. */
  invalid: 10001,
  tokenInvalid: 10020,
  tokenExpired: 10021,
  roleNotAllowed: 10030,
  /** Not found, also for another company's ids: never reveal that they exist. */
  notFound: 10040,
  tooManyRequests: 10050,
  /** Stock or state changed meanwhile. */
  conflict: 10060,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  /** Some implementations of the contract answer `message` instead of `msg` (SPEC §7). */
  message?: string;
  data: T;
}

/** Codes after which the session is gone and the user must log in again (SPEC §8). */
export function isSessionEnded(code: number): boolean {
  return code === Code.tokenInvalid || code === Code.tokenExpired;
}

export interface Page<T> {
  list: T[];
  total: number;
}
