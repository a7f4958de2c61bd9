import { Hono, type MiddlewareHandler } from 'hono';
import { Code } from '../common/envelope.ts';
import type { BackendContext, BackendEnv } from './context.ts';
import { AppError } from './errors.ts';

/** The token as SPEC §7 sends it: query `token`, body `token`, or `Authorization: Bearer`. */
export function tokenOf(c: BackendContext): string | undefined {
  const input = c.get('input');
  const fromInput = [input.token].flat().find((value): value is string => typeof value === 'string' && value !== '');
  if (fromInput) return fromInput;
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** Lets the request through only with a valid token; the caller is then on the context. */
export const requireUser: MiddlewareHandler<BackendEnv> = async (c, next) => {
  c.set('caller', await c.get('services').sessions.resolve(tokenOf(c)));
  await next();
};

/** Lets only the given account types through (DESIGN.md decision 2); run after requireUser. */
export function requireRole(...accountTypes: number[]): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    if (!accountTypes.includes(c.get('caller').accountType)) throw new AppError(Code.roleNotAllowed, 'roleNotAllowed');
    await next();
  };
}

/**
 * The company of the buyer behind the request's token, if any, for the storefront's public calls
 * (goods lists, the goods detail, the home page's and themed pages' lists): they answer everyone,
 * and a buyer's company may have prices or a catalogue of its own. No token, or one that is no
 * longer valid, is a visitor: a page anyone may see is not refused for a stale cookie (the web's
 * own session check, rest/customer/viewer, is what logs such a buyer out).
 */
export async function buyerCompany(c: BackendContext): Promise<number | undefined> {
  const token = tokenOf(c);
  if (!token) return undefined;
  try {
    return (await c.get('services').sessions.resolve(token)).companyId;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** Lets through only a valid staff token; the staff member is then on the context (/rest/staff/*). */
export const requireStaff: MiddlewareHandler<BackendEnv> = async (c, next) => {
  c.set('staff', await c.get('services').staffSessions.resolve(tokenOf(c)));
  await next();
};

/**
 * A router for an area's console calls under /rest/staff, mounted beside the staff area's own:
 * each listed path (and everything under it) needs a staff token, and nothing else under
 * /rest/staff is touched, so the staff login stays open.
 */
export function consoleRouter(...paths: `/${string}`[]): Hono<BackendEnv> {
  const router = new Hono<BackendEnv>();
  for (const path of paths) router.use(`${path}/*`, requireStaff);
  return router;
}
