import type { Context } from 'hono';
import { tokenOf } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * The company of the buyer behind the request's token, if any, for the storefront's public calls:
 * they answer everyone, and a buyer's company may have prices or a catalogue of its own. No token,
 * or one that is no longer valid, is a visitor: a page anyone may see is not refused for a stale
 * cookie (the web's own session check, rest/customer/viewer, is what logs such a buyer out).
 */
export async function buyerCompany(c: Context<BackendEnv>): Promise<number | undefined> {
  const token = tokenOf(c);
  if (!token) return undefined;
  try {
    return (await c.get('services').sessions.resolve(token)).companyId;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
