import { availableParallelism } from 'node:os';
import { z } from 'zod';

export interface ProcessSettings {
  /** How many worker processes serve the port; 1 is the one process of the embedded default, nothing forked. */
  workers: number;
  /** How long a stopping process lets open requests finish before it cuts their connections. */
  shutdownSeconds: number;
}

/** A variable left blank (as in a copied .env.example) takes its default. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const schema = z.object({
  WEB_CONCURRENCY: z.preprocess(blankAsUnset, z.coerce.number().int().positive().optional()),
  SHUTDOWN_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().nonnegative().default(25)),
});

const onPostgres = (databaseUrl = '') => /^postgres(ql)?:\/\//.test(databaseUrl);

/**
 * The shop's processes (WEB_CONCURRENCY): by default one per core in production on PostgreSQL,
 * where every process shares the attempt counters, the job leases and the seed lock; one otherwise.
 * Refused at start, with the reason: several on SQLite without REDIS_URL, where each process would
 * count login and SMS attempts in its own memory and so multiply every limit; several in
 * development, where Vite's dev server and its hot reload belong to one process.
 */
export function readProcessSettings(env: NodeJS.ProcessEnv): ProcessSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const production = env.NODE_ENV === 'production';
  const postgres = onPostgres(env.DATABASE_URL);
  const workers = parsed.data.WEB_CONCURRENCY ?? (production && postgres ? availableParallelism() : 1);
  if (workers > 1 && !production) {
    throw new Error(
      `WEB_CONCURRENCY=${workers} needs NODE_ENV=production: the development server (Vite) runs as one process.`,
    );
  }
  if (workers > 1 && !postgres && !env.REDIS_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${workers} on SQLite needs REDIS_URL: without it each process counts login, ` +
        'registration and SMS attempts in its own memory, so every limit would be multiplied. ' +
        'Set REDIS_URL, use PostgreSQL (DATABASE_URL), or leave WEB_CONCURRENCY at 1.',
    );
  }
  return { workers, shutdownSeconds: parsed.data.SHUTDOWN_SECONDS };
}
