import { Hono, type MiddlewareHandler } from 'hono';
import { Code } from '../common/envelope.ts';
import type { BackendEnv } from './context.ts';
import { AppError } from './errors.ts';

/** The token as SPEC §7 sends it: query `token`, body `token`, or `Authorization: Bearer`. */
export function tokenOf(c: Parameters<MiddlewareHandler<BackendEnv>>[0]): string | undefined {
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
