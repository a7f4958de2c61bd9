import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey, sharedPageKey } from '../../app/lib/page-cache.ts';
import { placeholder } from '../../app/lib/shared-page.ts';

/** The rendered storefront memory of server.ts: who is served from it, and for how long. */

const TTL_MS = 15_000;
const LOCALE_COOKIE = 'lng=InpoLUNOIg%3D%3D; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax';

function setup(answer: (request: Request, call: number) => Response | Promise<Response> = () => page()) {
  let now = 1_000_000;
  const served: string[] = [];
  const cache = createPageCache({
    ttlMs: TTL_MS,
    maxBytes: 1_000_000,
    now: () => now,
    servedWithoutRender: (request) => served.push(new URL(request.url).pathname),
  });
  const calls: Request[] = [];
  const render = async (request: Request) => {
    calls.push(request);
    return answer(request, calls.length);
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    cache.handle(new Request(`http://shop.test${path}`, { headers }), render);
  return { cache, calls, get, served, advance: (ms: number) => (now += ms) };
}

function page(body = '<html>商品列表</html>', init: { status?: number; cookies?: string[] } = {}) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const cookie of init.cookies ?? [LOCALE_COOKIE]) headers.append('Set-Cookie', cookie);
  return new Response(body, { status: init.status ?? 200, headers });
}

describe('page cache', () => {
  it('serves a visitor’s second request for a page from memory', async () => {
    const { calls, get } = setup((_request, call) => page(`<html>render ${call}</html>`));
    const first = await get('/home/goods/138?orderName=sale_count');
    const second = await get('/home/goods/138?orderName=sale_count');
    expect(calls).toHaveLength(1);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(await second.text()).toBe('<html>render 1</html>');
    // The language cookie travels with the page, as the renderer set it.
    expect(second.headers.getSetCookie()).toEqual([LOCALE_COOKIE]);
  });

  it('tells of each page served from memory, not of the one rendered for its request', async () => {
    const { get, served } = setup();
    await get('/home/details/5');
    expect(served).toEqual([]);
    await get('/home/details/5');
    await get('/home/details/5');
    expect(served).toEqual(['/home/details/5', '/home/details/5']);
  });

  it('keeps pages of different URLs apart', async () => {
    const { calls, get } = setup();
    await get('/home/goods/138');
    await get('/home/goods/138?page=2');
    await get('/home/details/5');
    expect(calls).toHaveLength(3);
  });

  it('never serves a buyer with a session from it, nor keeps what was rendered for one', async () => {
    const { calls, get } = setup();
    const session = { Cookie: 'caigou_session=abc.def; lng=InpoLUNOIg%3D%3D' };
    await get('/home/index', session);
    await get('/home/index', session);
    expect(calls).toHaveLength(2);
    await get('/home/index');
    expect(calls).toHaveLength(3);
  });

  it('never serves a visitor with a pending toast from it', async () => {
    const { calls, get } = setup();
    await get('/home/index');
    const answer = await get('/home/index', { Cookie: 'caigou_toast=xyz' });
    expect(calls).toHaveLength(2);
    expect(answer.headers.get('X-Page-Cache')).toBeNull();
  });

  it('keeps each language apart, chosen by cookie or by ?lng=', async () => {
    const { calls, get } = setup((request) => page(request.headers.get('Cookie') ?? request.url));
    const chinese = await get('/home/goods/0?keyword=螺栓');
    const english = await get('/home/goods/0?keyword=螺栓', { Cookie: 'lng=ImVuIg%3D%3D' });
    expect(calls).toHaveLength(2);
    expect(await english.text()).not.toBe(await chinese.text());
    await get('/home/goods/0?keyword=螺栓', { Cookie: 'lng=ImVuIg%3D%3D' });
    await get('/home/goods/0?keyword=螺栓&lng=en');
    expect(calls).toHaveLength(3);
    expect(
      pageCacheKey(new Request('http://shop.test/home/index', { headers: { Cookie: 'lng=ImVuIg%3D%3D' } })),
    ).not.toBe(pageCacheKey(new Request('http://shop.test/home/index')));
  });

  it('lets entries expire', async () => {
    const { calls, get, advance } = setup();
    await get('/home/index');
    advance(TTL_MS - 1);
    await get('/home/index');
    expect(calls).toHaveLength(1);
    advance(2);
    const answer = await get('/home/index');
    expect(calls).toHaveLength(2);
    expect(answer.headers.get('X-Page-Cache')).toBe('miss');
  });

  it('keeps React Router’s data requests apart from the documents', async () => {
    const { calls, get } = setup();
    await get('/home/goods/138');
    await get('/home/goods/138.data');
    await get('/home/goods/138.data');
    expect(calls).toHaveLength(2);
  });

  it('keeps no error, redirect or answer that sets another cookie', async () => {
    const answers = [
      page('not found', { status: 404 }),
      new Response(null, { status: 302, headers: { Location: '/home/login' } }),
      page('toast shown', { cookies: [LOCALE_COOKIE, 'caigou_toast=; Max-Age=0; Path=/'] }),
      page('session ended', { cookies: ['caigou_session=; Max-Age=0; Path=/'] }),
    ];
    for (const answer of answers) {
      const { calls, get } = setup(() => answer.clone());
      const first = await get('/home/details/1');
      await get('/home/details/1');
      expect(calls, String(answer.status)).toHaveLength(2);
      expect(first.status).toBe(answer.status);
    }
  });

  it('leaves posts, other screens and the backend alone', async () => {
    for (const [path, method] of [
      ['/home/index', 'POST'],
      ['/home/login', 'GET'],
      ['/home/cart', 'GET'],
      ['/userCenter/index', 'GET'],
      ['/rest/goodsall/page', 'GET'],
      ['/home/goods/1/extra', 'GET'],
    ] as const) {
      expect(pageCacheKey(new Request(`http://shop.test${path}`, { method })), `${method} ${path}`).toBeUndefined();
    }
  });

  it('answers gzip to browsers that take it, compressed once', async () => {
    const { get } = setup(() => page('<html>'.padEnd(5000, '螺栓') + '</html>'));
    await get('/home/index');
    const zipped = await get('/home/index', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toMatch(/^<html>螺栓/);
    const plain = await get('/home/index', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toMatch(/^<html>螺栓/);
  });

  it('renders a page once when many visitors ask for it at the same time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, get } = setup(async () => {
      await gate;
      return page('<html>busy</html>');
    });
    const answers = Promise.all(Array.from({ length: 8 }, () => get('/home/index')));
    release();
    const pages = await answers;
    expect(calls).toHaveLength(1);
    expect(await Promise.all(pages.map((answer) => answer.text()))).toEqual(Array(8).fill('<html>busy</html>'));
  });
});

/** Logged-in buyers' pages: one shared render, filled per buyer; never one buyer's render for another. */
describe('shared pages', () => {
  const SECRET = 'f00d';
  const SESSION_A = 'caigou_session=buyerA.sig';
  const SESSION_B = 'caigou_session=buyerB.sig';
  const BUYERS: Record<string, { username: string; cartCount: string }> = {
    [SESSION_A]: { username: '华东张三', cartCount: '2' },
    [SESSION_B]: { username: 'South Li', cartCount: '0' },
  };

  function sharedSetup(options: { shareable?: boolean } = {}) {
    let version = 1;
    const shared: Request[] = [];
    const own: Request[] = [];
    const served: string[] = [];
    const cache = createPageCache({
      ttlMs: TTL_MS,
      maxBytes: 1_000_000,
      version: async () => version,
      servedWithoutRender: (request) => served.push(new URL(request.url).pathname),
      shared: {
        secret: SECRET,
        render: async (request) => {
          shared.push(request);
          const locale = request.headers.get('Cookie')?.includes('lng=en') ? 'en' : 'zh-CN';
          const ref = { locale, part: 'viewer', param: '' };
          const body = `<p>v${version} ${placeholder(SECRET, ref, 'username')} ${placeholder(SECRET, ref, 'cartCount')}</p>`;
          return options.shareable === false ? page(body, { status: 404 }) : page(body);
        },
        resolve: async (request, refs) => {
          const session = request.headers.get('Cookie')?.match(/caigou_session=[^;]+/)?.[0] ?? '';
          const buyer = BUYERS[session];
          if (!buyer) return undefined;
          return new Map(refs.map((ref) => [`${ref.locale}|${ref.part}|${ref.param}`, buyer]));
        },
      },
    });
    const render = async (request: Request) => {
      own.push(request);
      return page('<p>rendered for one</p>');
    };
    const get = (path: string, cookie: string, headers: Record<string, string> = {}) =>
      cache.handle(new Request(`http://shop.test${path}`, { headers: { ...headers, Cookie: cookie } }), render);
    return { get, shared, own, served, bump: () => (version += 1) };
  }

  it('renders a page once without any session and fills in each buyer’s own parts', async () => {
    const { get, shared, own } = sharedSetup();
    const a = await get('/home/goods/138', SESSION_A);
    const b = await get('/home/goods/138', SESSION_B);
    expect(await a.text()).toBe('<p>v1 华东张三 2</p>');
    expect(await b.text()).toBe('<p>v1 South Li 0</p>');
    expect(a.headers.get('X-Page-Cache')).toBe('shared');
    expect(shared).toHaveLength(1);
    expect(own).toHaveLength(0);
    expect(shared[0]!.headers.get('Cookie')).toBeNull();
  });

  it('tells of each copy but the one filled for the request its page was rendered for', async () => {
    const { get, served, bump } = sharedSetup();
    await get('/home/details/5', SESSION_A);
    expect(served).toEqual([]);
    await get('/home/details/5', SESSION_B);
    await get('/home/details/5', SESSION_A);
    expect(served).toEqual(['/home/details/5', '/home/details/5']);
    // Rendered again under a new version for this request: its render counts, the copy does not.
    bump();
    await get('/home/details/5', SESSION_B);
    expect(served).toHaveLength(2);
    // An unknown session is rendered for itself.
    await get('/home/details/5', 'caigou_session=ended.sig');
    expect(served).toHaveLength(2);
  });

  it('answers gzip to browsers that take it: the page compressed once, each buyer’s holes per copy', async () => {
    const { get } = sharedSetup();
    const zipped = await get('/home/goods/138', SESSION_A, { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe('<p>v1 华东张三 2</p>');
    const plain = await get('/home/goods/138', SESSION_B);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>v1 South Li 0</p>');
  });

  it('keeps languages apart, and renders with the language cookie only', async () => {
    const { get, shared } = sharedSetup();
    await get('/home/index', SESSION_A);
    await get('/home/index', `${SESSION_A}; lng=ImVuIg%3D%3D`);
    expect(shared).toHaveLength(2);
    expect(shared[1]!.headers.get('Cookie')).toBe('lng=ImVuIg%3D%3D');
  });

  it('renders again once the storefront version moves (a staff change to a price)', async () => {
    const { get, shared, bump } = sharedSetup();
    await get('/home/details/7', SESSION_A);
    bump();
    const after = await get('/home/details/7', SESSION_B);
    expect(shared).toHaveLength(2);
    expect(await after.text()).toBe('<p>v2 South Li 0</p>');
  });

  it('renders the request itself for an ended session, a toast, another cookie or a page that cannot be shared', async () => {
    const { get, own } = sharedSetup();
    await get('/home/index', 'caigou_session=ended.sig');
    await get('/home/index', `${SESSION_A}; caigou_toast=abc`);
    await get('/home/index', `${SESSION_A}; other=1`);
    await get('/home/jtcg/1', SESSION_A);
    await get('/home/index.data', SESSION_A);
    expect(own).toHaveLength(5);
    const unshareable = sharedSetup({ shareable: false });
    const answer = await unshareable.get('/home/details/404', SESSION_A);
    expect(await answer.text()).toBe('<p>rendered for one</p>');
    expect(unshareable.own[0]!.headers.get('Cookie')).toBe(SESSION_A);
  });

  it('keys no buyer and no company: the key is the page, the scheme and the language', () => {
    const key = (cookie: string) =>
      sharedPageKey(new Request('http://shop.test/home/goods/1', { headers: { Cookie: cookie } }));
    expect(key(SESSION_A)).toBe(key(SESSION_B));
    expect(key(`${SESSION_A}; lng=ImVuIg%3D%3D`)).not.toBe(key(SESSION_A));
    expect(key('lng=ImVuIg%3D%3D')).toBeUndefined();
  });
});
