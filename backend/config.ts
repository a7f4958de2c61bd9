import { z } from 'zod';

/**
 * Every environment variable the backend reads, typed and checked once at start.
 * README.md and .env.example list the same variables.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMS_ADAPTER: z.enum(['outbox', 'webhook']).optional(),
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Log every outbox SMS to the console (on by default outside tests). */
  SMS_LOG: z.enum(['0', '1']).optional(),
});

export interface BackendConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl?: string;
  sms: { adapter: 'outbox' | 'webhook'; webhookUrl?: string; log: boolean };
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Bad configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const vars = parsed.data;
  const adapter = vars.SMS_ADAPTER ?? (vars.SMS_WEBHOOK_URL ? 'webhook' : 'outbox');
  if (adapter === 'webhook' && !vars.SMS_WEBHOOK_URL) throw new Error('SMS_ADAPTER=webhook needs SMS_WEBHOOK_URL');
  return {
    env: vars.NODE_ENV,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL || undefined,
    sms: {
      adapter,
      webhookUrl: vars.SMS_WEBHOOK_URL,
      log: vars.SMS_LOG ? vars.SMS_LOG === '1' : vars.NODE_ENV !== 'test',
    },
  };
}
