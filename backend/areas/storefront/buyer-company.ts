import type { Context } from 'hono';
import { tokenOf } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * The company of the buyer behind the request's token, if any, for the home page's and themed
 * pages' public lists: a company with prices or a catalogue of its own sees them there too. No
 * token, or one no longer valid, is a visitor, as on the goods lists (the catalogue area's
 * buyerCompany, which its index does not export; the same rule, kept in step with it).
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
