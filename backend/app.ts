import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { markDownload } from '../common/download.ts';
import { Code } from '../common/envelope.ts';
import { message, toLocale } from '../common/messages.ts';
import { systemClock, type Clock } from './adapters/clock.ts';
import type { FileStore } from './adapters/files.ts';
import { openFileStores, type FileStores } from './adapters/file-stores.ts';
import { servePublicFiles } from './adapters/public-files-route.ts';
import { webhookSms } from './adapters/sms.ts';
import type { BackendConfig } from './config.ts';
import type { BackendEnv } from './context.ts';
import { connect, type Connection } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { seedStaffIntoOldDemo } from './db/seed/staff.ts';
import { handleError, readInput } from './http.ts';
import { limitBody } from './body-limit.ts';
import { attemptLimits } from './areas/account/attempts.ts';
import { createServices, type Services } from './areas/index.ts';
import { mountAreas } from './areas/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import type { CounterStore } from './adapters/rate-limit.ts';
import { indexGoods } from './search/search-index.ts';
import { JOBS } from './jobs/registry.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createSmsDispatcher, type SmsDispatcher } from './jobs/sms-dispatch.ts';
import { createWebhookDispatcher, type WebhookDispatcher } from './areas/webhooks/index.ts';
import { loopbackAllowed } from './areas/webhooks/index.ts';
import { smsOutbox } from './services/sms-outbox.ts';
import type { Deps } from './services/deps.ts';

/** The path prefixes the backend answers; everything else belongs to the web. */
export const BACKEND_PREFIXES = ['/rest/', '/api/', '/region/', '/file/', '/busindess/'] as const;

export function isBackendPath(pathname: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The REST API of SPEC §7 over the given services. */
export function createBackendApp(services: Services, config: BackendConfig, publicFiles: FileStore) {
  const app = new Hono<BackendEnv>();
  app.onError(handleError);
  app.notFound((c) =>
    c.json({ code: Code.notFound, msg: message(c.get('locale') ?? 'zh-CN', 'notFound'), data: null }, 404),
  );

  // Outermost: whatever route answers with a file, it leaves with the download headers.
  app.use('*', async (c, next) => {
    await next();
    markDownload(c.res.headers);
  });

  // Public files: from the disk as static files, or through the bucket every machine shares.
  app.use(
    '/file/*',
    config.s3
      ? servePublicFiles(publicFiles)
      : serveStatic({
          root: join(resolve(config.dataDir), 'uploads'),
          rewriteRequestPath: (path) => path.replace(/^\/file/, ''),
          onFound: (_path, c) => {
            c.header('Cache-Control', 'public, max-age=86400');
          },
        }),
  );

  // Counted while the body is read, so an oversized one is never held in memory; 413 in the envelope.
  app.use(
    '*',
    limitBody(MAX_BODY_BYTES, (c) =>
      c.json(
        {
          code: Code.invalid,
          msg: message(toLocale(c.req.header('accept-language')), 'bodyTooLarge', { size: '4 MB' }),
          data: null,
        },
        413,
      ),
    ),
  );
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('*', readInput);

  mountAreas(app);
  app.route('/rest', openApiRoutes(app));
  return app;
}

export interface Backend {
  app: ReturnType<typeof createBackendApp>;
  services: Services;
  /** What the services were built from; jobs receive it too. */
  deps: Deps;
  /** The registry's jobs: run-job, list-jobs and the console's list (backend/jobs). */
  jobs: JobRunner;
  /** Sends the queued texts when a provider is set (every second, beside the scheduler; by hand in tests). */
  smsDispatch: SmsDispatcher | null;
  /** Sends the queued webhooks (every second, beside the SMS dispatcher; by hand in tests). */
  webhookDispatch: WebhookDispatcher;
  connection: Connection;
  close: () => Promise<void>;
}

/**
 * Opens the database, brings it to the newest schema, seeds the demo data into
 * an empty one, and builds the API. The one way the shop, the staff command line
 * and the tests start a backend.
 */
export async function openBackend(
  config: BackendConfig,
  options: {
    clock?: Clock;
    connection?: Connection;
    seed?: boolean;
    /**
     * The scheduler loop (docs/decisions/0012); on by default, except under NODE_ENV=test, where
     * a job firing in the middle of a test would make it depend on timing: tests run jobs by hand.
     * The staff command line turns it off: run-job runs the one job it is asked for.
     */
    scheduler?: boolean;
  } = {},
): Promise<Backend> {
  const connection =
    options.connection ??
    (await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.pgPoolMax }));
  await migrateToLatest(connection);
  const clock = options.clock ?? systemClock;
  const stores = await openFileStores(config.dataDir, config.s3);
  await oneAtATime(connection, async () => {
    // The demo's last month is the month before the backend's today (its clock, in tests too).
    if (options.seed !== false) await seedIfEmpty(connection, stores, clock.now());
    await searchIndexReady(connection);
  });
  const provider = config.sms.adapter === 'webhook' && config.sms.webhookUrl ? webhookSms(config.sms.webhookUrl) : null;
  const sms = smsOutbox({ clock, provider: provider !== null, log: config.sms.log });
  const counters = await counterStore(config, connection);
  const attempts = attemptLimits(counters.store, config.addressLimitPerHour);
  const deps: Deps = {
    db: connection.db,
    dialect: connection.dialect,
    clock,
    sms,
    payee: config.payee,
    attempts,
    files: stores.files,
    creditApprovalAbove: config.creditApprovalAbove,
    signing: config.signing,
  };
  const services = createServices(deps);
  const jobs = createJobRunner({ deps, services, jobs: JOBS });
  const background = options.scheduler ?? config.env !== 'test';
  const scheduler = background ? startScheduler(jobs) : null;
  const smsDispatch = provider ? createSmsDispatcher(deps, provider) : null;
  if (background) smsDispatch?.start();
  // WEBHOOK_ALLOW_LOOPBACK=1 lets tests reach a receiver on 127.0.0.1; never set it on a shop facing customers.
  const webhookDispatch = createWebhookDispatcher(deps, { allowLoopback: loopbackAllowed() });
  if (background) webhookDispatch.start();
  const close = async () => {
    // First: a running job finishes its step, and texts being sent are recorded, with the database still open.
    await scheduler?.stop();
    await smsDispatch?.stop();
    await webhookDispatch.stop();
    await counters.close();
    stores.close();
    await connection.close();
  };
  return {
    app: createBackendApp(services, config, stores.publicFiles),
    services,
    deps,
    jobs,
    smsDispatch,
    webhookDispatch,
    connection,
    close,
  };
}

/**
 * Where attempt counters live: Redis when REDIS_URL is set, else the PostgreSQL the shop
 * runs on, so that several processes share them; memory for the embedded single process.
 */
async function counterStore(
  config: BackendConfig,
  connection: Connection,
): Promise<{ store: CounterStore; close: () => Promise<void> }> {
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    const client = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Without the offline queue, quit before the connection is ready throws: a quick stop just drops it.
    const close = async () => void (client.status === 'ready' ? await client.quit() : client.disconnect());
    return { store: { kind: 'redis', client }, close };
  }
  if (connection.pool) return { store: { kind: 'postgres', pool: connection.pool }, close: async () => undefined };
  return { store: { kind: 'memory' }, close: async () => undefined };
}

/**
 * Goods on sale with an empty search index: a migration changed the index's form and
 * left it empty (migrations never run application code), so it is written anew here.
 */
async function searchIndexReady({ db, dialect }: Connection) {
  const onSale = await db.selectFrom('goods').select('id').where('on_sale', '=', 1).limit(1).executeTakeFirst();
  if (!onSale) return;
  const indexed =
    dialect === 'sqlite'
      ? await sql`select rowid from goods_fts limit 1`.execute(db)
      : await sql`select goods_id from goods_search limit 1`.execute(db);
  if (indexed.rows.length === 0) await indexGoods(db, dialect);
}

/** Any fixed number: the key of the lock under which one starting process at a time seeds and indexes. */
const START_LOCK = 7_300_002;

/**
 * Several processes starting together on one empty PostgreSQL database would each
 * find it empty and seed it (docs/decisions/0013): the first takes a session-level
 * advisory lock on a connection of its own while it seeds, the others wait for it
 * and then find the data there. SQLite is one process; Kysely's migrator locks itself.
 */
async function oneAtATime(connection: Connection, work: () => Promise<void>): Promise<void> {
  if (connection.dialect !== 'postgres') return work();
  await connection.db.connection().execute(async (locked) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(locked);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(locked);
    }
  });
}

async function seedIfEmpty(connection: Connection, stores: FileStores, now: number) {
  const anyCategory = await connection.db.selectFrom('category').select('id').limit(1).executeTakeFirst();
  const anyCompany = await connection.db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (anyCategory || anyCompany) return seedStaffIntoOldDemo(connection.db);
  await seedDemo(connection.db, { files: stores.files, publicFiles: stores.publicFiles, now });
  await indexGoods(connection.db, connection.dialect);
}
