import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../app/lib/page-cache.ts';
import type { StorefrontVersions } from '../../common/areas/storefront/storefront.ts';
import { referenceScopeContext, storefrontReference } from '../../app/lib/reference-cache.server.ts';
import { createSharedCache, type SharedCache } from '../../server/shared-cache.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The caches' shared level in Redis (server/shared-cache.ts, decision 0028 D3): two processes on
 * one Redis, each with its own memory, see one storefront version move together, and a Redis that
 * is down or goes away only means rendering in each process. Database 15, keys under a prefix of
 * this run's own, so runs side by side do not meet.
 */
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const prefix = `test:${randomBytes(6).toString('hex')}:`;

let t: TestBackend;
const opened: SharedCache[] = [];
beforeAll(async () => {
  t = await startBackend();
});
afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
  await t.close();
});

async function sharedCache(url = REDIS) {
  const cache = createSharedCache(url, { keyPrefix: prefix });
  opened.push(cache);
  return cache;
}

/** Waits until a fresh client is connected: the cache answers misses, not errors, until then. */
async function untilKept(cache: SharedCache, key: string) {
  for (let i = 0; i < 100; i++) {
    cache.set(key, 'x', 5_000);
    if (await cache.get(key)) return;
    await sleep(20);
  }
  throw new Error('the shared cache never connected');
}

/** The version as a web on BACKEND_URL reads it. */
async function version(): Promise<number> {
  const reply = await t.call<StorefrontVersions>('GET', '/rest/storefront/version');
  expect(reply.code).toBe(0);
  return reply.data.storefront;
}

/** A shop process: its own page memory over the shared level, rendering from the backend's navigation. */
function shopProcess(level: SharedCache | undefined) {
  const rendered: number[] = [];
  const cache = createPageCache({ ttlMs: 15_000, maxBytes: 1_000_000, version, secondLevel: level });
  const render = async () => {
    const names = await t.db.selectFrom('navigation').select('name').orderBy('sort').orderBy('id').execute();
    rendered.push(await version());
    return new Response(`<nav>${names.map((row) => row.name).join(' ')}</nav>`, {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
  const get = async () => {
    const response = await cache.handle(new Request('http://shop.test/home/index'), render);
    return { source: response.headers.get('X-Page-Cache'), text: await response.text() };
  };
  return { get, rendered };
}

describe('two processes on one Redis', () => {
  it('render a page once per storefront version between them, and both see a staff change at once', async () => {
    const [levelA, levelB] = [await sharedCache(), await sharedCache()];
    await untilKept(levelA, 'ready');
    await untilKept(levelB, 'ready');
    const a = shopProcess(levelA);
    const b = shopProcess(levelB);

    expect((await a.get()).source).toBe('miss');
    const fromA = await b.get();
    expect(fromA.source).toBe('hit');
    expect(b.rendered).toEqual([]);

    const before = await version();
    const home = await t.db
      .selectFrom('navigation')
      .select(['id', 'name'])
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('navigation').set({ name: '首页（新）' }).where('id', '=', home.id).execute();
    expect(await version()).toBeGreaterThan(before);

    const afterB = await b.get();
    const afterA = await a.get();
    expect(afterB.text).toContain('首页（新）');
    expect(afterA).toEqual({ source: 'hit', text: afterB.text });
    expect(b.rendered).toEqual([await version()]);
    expect(a.rendered).toEqual([before]);
    await t.db.updateTable('navigation').set({ name: home.name }).where('id', '=', home.id).execute();
  });

  it('share reference data under the version: what one loaded the other reads', async () => {
    const [levelA, levelB] = [await sharedCache(), await sharedCache()];
    await untilKept(levelA, 'ready');
    await untilKept(levelB, 'ready');
    const context = (level: SharedCache) => {
      const provider = new RouterContextProvider();
      provider.set(referenceScopeContext, { version, secondLevel: level });
      return { request: new Request('http://shop.test/home/index'), context: provider };
    };
    const current = await version();
    const key = `navigation\n${prefix}`;
    await storefrontReference(context(levelA), key, async () => ['首页', '集团采购']);
    expect(JSON.parse(String(await levelB.get(`ref:${current}:${key}`)))).toEqual(['首页', '集团采购']);
  });
});

describe('a Redis that is down', () => {
  it('leaves every process serving from its own memory', async () => {
    const nobody = createServer();
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve));
    const port = (nobody.address() as { port: number }).port;
    await new Promise((resolve) => nobody.close(resolve));

    const shop = shopProcess(await sharedCache(`redis://127.0.0.1:${port}/15`));
    const started = Date.now();
    expect((await shop.get()).source).toBe('miss');
    expect((await shop.get()).source).toBe('hit');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('is a miss while it is away and used again once it is back', async () => {
    const proxy = await redisProxy();
    const level = await sharedCache(`redis://127.0.0.1:${proxy.port}/15`);
    await untilKept(level, 'away');
    proxy.cut();
    await sleep(50);
    expect(await level.get('away')).toBeUndefined();
    const shop = shopProcess(level);
    expect((await shop.get()).source).toBe('miss');

    await proxy.resume();
    await untilKept(level, 'back');
    expect(await level.get('away')).toBeDefined();
    await proxy.close();
  });
});

/** A TCP relay to Redis that can drop every connection and refuse new ones, then take them again. */
async function redisProxy() {
  const target = new URL(REDIS);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket().connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut,
    resume: listen,
    close: async () => cut(),
  };
}
