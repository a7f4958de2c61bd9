import { z } from 'zod';
import type { Payee } from '../common/areas/orders/order-types.ts';
import type { Money } from '../common/money.ts';
import { readS3Location, type S3Location } from './adapters/s3-location.ts';

/**
 * Every environment variable the backend reads, typed and checked once at start.
 * README.md and .env.example list the same variables.
 */
/** A variable left blank (as in a copied .env.example) takes its default. */
const textOr = (fallback: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().default(fallback));

const optional = () => z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections each process keeps to PostgreSQL at most. */
  PG_POOL_MAX: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().max(1000).default(10),
  ),
  /** Files in an S3-compatible bucket (docs/decisions/0028): `s3://KEY:SECRET@host:port/bucket?region=…&tls=0`. */
  FILES_URL: optional(),
  /** The same as separate variables, as a provider's console lists them. */
  S3_ENDPOINT: optional(),
  S3_BUCKET: optional(),
  S3_REGION: optional(),
  S3_ACCESS_KEY_ID: optional(),
  S3_SECRET_ACCESS_KEY: optional(),
  /** Where several processes share their attempt counters; without it PostgreSQL (if used) or memory. */
  REDIS_URL: z.string().optional(),
  /** Registrations and SMS sends one client address may make per hour. */
  ADDRESS_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().default(20),
  ),
  SMS_ADAPTER: z.enum(['outbox', 'webhook']).optional(),
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Log every outbox SMS to the console (on by default outside tests). */
  SMS_LOG: z.enum(['0', '1']).optional(),
  /** The shop's receiving account shown on the offline-payment page (SPEC §2 企业收款账户). */
  PAYEE_ACCOUNT_NAME: textOr('采购商城（上海）供应链管理有限公司'),
  PAYEE_ACCOUNT_NO: textOr('3100 1234 5678 9012 345'),
  PAYEE_BANK: textOr('中国工商银行上海市张江支行'),
  PAYEE_CONTACT: textOr('王经理 400-800-1688'),
  PAYEE_INTERBANK_NO: textOr('102290012345'),
  /**
   * An e-signing provider (e签宝, 法大大, 契约锁…) posts its signed or refused events to
   * /rest/signing/callback, signed with this shared secret (HMAC-SHA256); unset, the endpoint is off.
   */
  SIGNING_PROVIDER: textOr('provider'),
  SIGNING_CALLBACK_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /** A contract granting more credit than this (yuan) needs a second finance member's approval. */
  CREDIT_APPROVAL_ABOVE_YUAN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().nonnegative().default(200_000),
  ),
});

export interface BackendConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl?: string;
  pgPoolMax: number;
  redisUrl?: string;
  /** The bucket files live in; without it, the disk under dataDir. */
  s3?: S3Location;
  addressLimitPerHour: number;
  sms: { adapter: 'outbox' | 'webhook'; webhookUrl?: string; log: boolean };
  payee: Payee;
  /** Credit above this needs a second approval, in ten-thousandths of a yuan. */
  creditApprovalAbove: Money;
  /** An e-signing provider's callback (docs/decisions/0017); without a secret there is none. */
  signing: { provider: string; callbackSecret?: string };
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Bad configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const vars = parsed.data;
  let s3: S3Location | undefined;
  try {
    s3 = readS3Location(vars);
  } catch (error) {
    throw new Error(`Bad configuration: ${(error as Error).message}`);
  }
  const adapter = vars.SMS_ADAPTER ?? (vars.SMS_WEBHOOK_URL ? 'webhook' : 'outbox');
  if (adapter === 'webhook' && !vars.SMS_WEBHOOK_URL) throw new Error('SMS_ADAPTER=webhook needs SMS_WEBHOOK_URL');
  return {
    env: vars.NODE_ENV,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL || undefined,
    pgPoolMax: vars.PG_POOL_MAX,
    redisUrl: vars.REDIS_URL || undefined,
    s3,
    addressLimitPerHour: vars.ADDRESS_LIMIT_PER_HOUR,
    sms: {
      adapter,
      webhookUrl: vars.SMS_WEBHOOK_URL,
      log: vars.SMS_LOG ? vars.SMS_LOG === '1' : vars.NODE_ENV !== 'test',
    },
    payee: {
      accountName: vars.PAYEE_ACCOUNT_NAME,
      accountNo: vars.PAYEE_ACCOUNT_NO,
      bank: vars.PAYEE_BANK,
      contact: vars.PAYEE_CONTACT,
      interbankNo: vars.PAYEE_INTERBANK_NO,
    },
    creditApprovalAbove: (vars.CREDIT_APPROVAL_ABOVE_YUAN * 10_000) as Money,
    signing: { provider: vars.SIGNING_PROVIDER, callbackSecret: vars.SIGNING_CALLBACK_SECRET },
  };
}
