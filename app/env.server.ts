import { z } from 'zod';

/** The web tier's environment, typed and checked once (README.md lists every variable). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKEND_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Bad configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

if (parsed.data.NODE_ENV === 'production' && !parsed.data.SESSION_SECRET) {
  console.warn('SESSION_SECRET is not set: sessions are signed with a development secret.');
}

export const env = {
  ...parsed.data,
  // Only for a machine nobody else reaches; production sets its own (README.md).
  SESSION_SECRET: parsed.data.SESSION_SECRET ?? 'caigou-development-secret-change-me',
  secureCookies: parsed.data.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
};
