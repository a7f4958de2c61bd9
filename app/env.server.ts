import { z } from 'zod';
import { loadSessionSecret } from './lib/session-secret.server.ts';

/** The web tier's environment, typed and checked once (README.md lists every variable). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKEND_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default('./data'),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Bad configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

/** Only for a developer's machine: never used in production, where the secret cannot be public. */
const DEVELOPMENT_SECRET = 'caigou-development-secret-change-me';

/**
 * The secret that signs the session cookie: SESSION_SECRET when set; in production
 * otherwise one generated on first start and kept in DATA_DIR/session-secret, so a
 * fresh machine needs no configuration and restarts keep buyers logged in.
 */
function sessionSecret(): string {
  if (parsed.data!.SESSION_SECRET) return parsed.data!.SESSION_SECRET;
  if (parsed.data!.NODE_ENV !== 'production') return DEVELOPMENT_SECRET;
  const { secret, file, created } = loadSessionSecret(parsed.data!.DATA_DIR);
  console.info(
    `SESSION_SECRET is not set: sessions are signed with the secret ${created ? 'generated now in' : 'kept in'} ${file}.`,
  );
  return secret;
}

export const env = {
  ...parsed.data,
  SESSION_SECRET: sessionSecret(),
};
