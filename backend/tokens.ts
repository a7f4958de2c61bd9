import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes (DESIGN.md). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, for buyers and staff alike. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
