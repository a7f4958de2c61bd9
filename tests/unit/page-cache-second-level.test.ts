import { describe, expect, it } from 'vitest';
import { createPageCache, type SecondLevel } from '../../app/lib/page-cache.ts';
import { placeholder } from '../../app/lib/shared-page.ts';

/**
 * The page cache's second level (REDIS_URL; app/lib/page-cache.ts): a page one process rendered is
 * served by another under the same storefront version, never under another one, and a level that
 * cannot answer only means rendering.
 */

const TTL_MS = 15_000;
const SECRET = 'c0ffee';
const SESSION = 'caigou_session=buyer.sig';

/** One store for several processes, as Redis is. */
function fakeLevel() {
  const kept = new Map<string, Uint8Array>();
  const level: SecondLevel = {
    get: async (key) => kept.get(key),
    set: (key, value) => kept.set(key, typeof value === 'string' ? new TextEncoder().encode(value) : value),
  };
  return { kept, level };
}

/** One process: its own memory, the shared level, the clock and version of the test. */
function shopProcess(level: SecondLevel, world: { now: number; version: number }) {
  const rendered: string[] = [];
  const served: string[] = [];
  const cache = createPageCache({
    ttlMs: TTL_MS,
    maxBytes: 1_000_000,
    now: () => world.now,
    version: async () => world.version,
    secondLevel: level,
    servedWithoutRender: (request) => served.push(new URL(request.url).pathname),
    shared: {
      secret: SECRET,
      render: async (_request, version) => {
        rendered.push(`shared v${version}`);
        const ref = { locale: 'zh-CN', part: 'viewer', param: '' };
        return page(`<p>v${version} ${placeholder(SECRET, ref, 'username')}</p>`);
      },
      resolve: async (_request, refs) =>
        new Map(refs.map((ref) => [`${ref.locale}|${ref.part}|${ref.param}`, { username: '张三' }])),
    },
  });
  const render = async () => {
    rendered.push(`visitor v${world.version}`);
    return page(`<html>v${world.version}</html>`);
  };
  const get = (path: string, cookie?: string) =>
    cache.handle(new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} }), render);
  return { get, rendered, served };
}

function page(body: string) {
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

describe('the page cache’s second level', () => {
  it('serves a visitor’s page another process rendered, under the same version only', async () => {
    const { kept, level } = fakeLevel();
    const world = { now: 1_000_000, version: 5 };
    const a = shopProcess(level, world);
    const b = shopProcess(level, world);
    expect((await a.get('/home/goods/138')).headers.get('X-Page-Cache')).toBe('miss');
    expect([...kept.keys()]).toEqual(['page:5:visitor:http\n/home/goods/138\n']);

    const fromA = await b.get('/home/goods/138');
    expect(fromA.headers.get('X-Page-Cache')).toBe('hit');
    expect(await fromA.text()).toBe('<html>v5</html>');
    expect(b.rendered).toEqual([]);
    // No loader ran for it in this process: its view is counted from the cache's report.
    expect(b.served).toEqual(['/home/goods/138']);

    world.version = 6;
    expect(await (await b.get('/home/goods/138')).text()).toBe('<html>v6</html>');
    expect(b.rendered).toEqual(['visitor v6']);
  });

  it('serves a shared page another process rendered, filled with this buyer’s parts', async () => {
    const { level } = fakeLevel();
    const world = { now: 1_000_000, version: 2 };
    const a = shopProcess(level, world);
    const b = shopProcess(level, world);
    await a.get('/home/index', SESSION);
    const copy = await b.get('/home/index', SESSION);
    expect(copy.headers.get('X-Page-Cache')).toBe('shared');
    expect(await copy.text()).toBe('<p>v2 张三</p>');
    expect(a.rendered).toEqual(['shared v2']);
    expect(b.rendered).toEqual([]);
    expect(b.served).toEqual(['/home/index']);
  });

  it('keeps a page from the shared level only for the rest of its time', async () => {
    const { level } = fakeLevel();
    const world = { now: 1_000_000, version: 1 };
    const a = shopProcess(level, world);
    const b = shopProcess(level, world);
    await a.get('/home/details/9');
    world.now += 10_000;
    await b.get('/home/details/9');
    world.now += 6_000;
    // 16 s after the render: b's copy has expired with a's, and the shared level's is too old.
    await b.get('/home/details/9');
    expect(b.rendered).toEqual(['visitor v1']);
  });

  it('renders when the level answers nothing or what it answers cannot be read', async () => {
    const world = { now: 1_000_000, version: 1 };
    const silent = shopProcess({ get: async () => undefined, set: () => undefined }, world);
    expect((await silent.get('/home/index')).status).toBe(200);
    expect(silent.rendered).toEqual(['visitor v1']);

    const garbled = shopProcess({ get: async () => new Uint8Array([1, 2, 3]), set: () => undefined }, world);
    expect(await (await garbled.get('/home/index')).text()).toBe('<html>v1</html>');
    expect(garbled.rendered).toEqual(['visitor v1']);
  });
});
