import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * The demo accounts' sessions, each logged in once per run by the `sessions` setup project
 * (sessions.setup.ts) and then put into every test's browser that logs in as one of them: a
 * test that needs the demo company or a clerk starts from the stored cookie instead of a login of
 * its own. The files live in the test shop's data folder, which the web server's start empties,
 * so a stored session never outlives the database that knows it.
 *
 * A test that ends its session (logs out, changes the password) must not end everyone's: it asks
 * for a session of its own (`ownSession`).
 */

const DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
const SESSIONS_DIR = join(DATA_DIR, 'e2e-sessions');

/** The seeded buyers shared this way, with their seeded passwords (README, Demo accounts). */
export const SHARED_BUYERS: Readonly<Record<string, string>> = {
  demo: 'Demo12345',
  demo_approver: 'Demo12345',
  demo_buyer: 'Demo12345',
  other: 'Other12345',
  huadong: 'Demo12345',
  huanan: 'Demo12345',
};

/** The seeded staff members shared this way (all with Staff12345). */
export const SHARED_STAFF: Readonly<Record<string, string>> = {
  staff_admin: 'Staff12345',
  staff_service: 'Staff12345',
  staff_finance: 'Staff12345',
  staff_warehouse: 'Staff12345',
  staff_viewer: 'Staff12345',
};

/** The cookie each side's login sets (app/session.server.ts, the console's staff-session.server.ts). */
const SESSION_COOKIE = { buyer: 'caigou_session', staff: 'caigou_staff' } as const;
type Side = keyof typeof SESSION_COOKIE;

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

const fileOf = (side: Side, username: string) => join(SESSIONS_DIR, `${side}-${username}.json`);

/** Keeps the session cookie a login just set on `request` for the tests that log in as `username`. */
export async function storeSession(request: APIRequestContext, side: Side, username: string): Promise<void> {
  const { cookies } = await request.storageState();
  const session = cookies.filter((cookie) => cookie.name === SESSION_COOKIE[side]);
  if (session.length === 0) throw new Error(`the ${side} login of ${username} set no session cookie`);
  mkdirSync(SESSIONS_DIR, { recursive: true });
  writeFileSync(fileOf(side, username), JSON.stringify(session));
}

const loaded = new Map<string, Cookie[]>();

/**
 * Puts the stored session of a shared account into the browser context; false when there is
 * none (not a shared account, another password, or run without the setup project), and the
 * caller logs in itself.
 */
export async function useStoredSession(
  context: BrowserContext,
  side: Side,
  username: string,
  password: string,
): Promise<boolean> {
  const shared = side === 'buyer' ? SHARED_BUYERS : SHARED_STAFF;
  if (shared[username] !== password) return false;
  const file = fileOf(side, username);
  let cookies = loaded.get(file);
  if (!cookies) {
    if (!existsSync(file)) return false;
    cookies = JSON.parse(readFileSync(file, 'utf8')) as Cookie[];
    loaded.set(file, cookies);
  }
  await context.addCookies(cookies);
  return true;
}
