import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { gzip as gzipCallback } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { cameOverHttps } from './https.ts';
import { fillSharedPage, newNonce, toSharedPage, type PartRef, type SharedPage } from './shared-page.ts';

const gzip = promisify(gzipCallback);

/**
 * The storefront's pages a visitor can be shown from memory: the same for every
 * visitor asking for the same URL in the same language. Their `.data` twins
 * (React Router's client-side navigation) have URLs of their own.
 */
const STOREFRONT = /^\/home\/(index|(goods|cate|cgoods|details|hyyx|qctm|info|jtcg|helper)\/[^/]+)(\.data)?$/;
const INDEX_DATA = '/home/index.data';

/**
 * The storefront's pages a logged-in buyer can be shown as a shared page: all the visitors' but
 * 集团采购 (jtcg), whose repurchase zone is the company's own goods. Documents only: a `.data`
 * answer is loader data, cheap next to a render, and carries the session's user.
 */
const SHARED = /^\/home\/(index|(goods|cate|cgoods|details|hyyx|qctm|info|helper)\/[^/]+)$/;

/** The only cookie a cached page may carry or set: the language (app/i18n/middleware.server.ts). */
const LOCALE_COOKIE = 'lng';
/** The buyer's session (app/session.server.ts): a shared page is for requests with it and the language only. */
const SESSION_COOKIE = 'caigou_session';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  /** The storefront version it was rendered under. */
  version: number;
  /** When it was rendered (wall clock, ms): one taken from the shared level is kept only for the rest of its time. */
  renderedAt: number;
}

/** A shared page and the storefront version it was rendered under. */
interface SharedEntry {
  page: SharedPage;
  version: number;
  size: number;
  renderedAt: number;
}

/**
 * A cache level shared by every process of the shop (Redis: server/shared-cache.ts) behind the one
 * in memory. It never fails: a store that cannot be reached answers a miss and keeps nothing.
 */
export interface SecondLevel {
  /** The bytes kept under `key`, or undefined when there are none or the store cannot be reached. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Keeps `value` under `key` for `ttlMs`, without waiting for the store. */
  set(key: string, value: Uint8Array | string, ttlMs: number): void;
}

export interface SharedPagesOptions {
  /** This process's placeholder secret (app/lib/shared-page.ts), known to the renderer too. */
  secret: string;
  /**
   * Renders a shared request: no session, and server.ts tells the loaders it is a shared render.
   * The request is a new one, so it is told the storefront version this page is kept under.
   */
  render: (request: Request, version: number) => Promise<Response>;
  /** This request's buyer parts by partKey, or undefined when it must be rendered for itself (no live session). */
  resolve: (request: Request, refs: PartRef[]) => Promise<Map<string, Record<string, string>> | undefined>;
}

export interface PageCacheOptions {
  /** How long a page is served from memory, in milliseconds. */
  ttlMs: number;
  /** At most this many bytes of pages (plain and gzipped) are kept; the least recently used go first. */
  maxBytes: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /**
   * The storefront's version for this request (migration 0021, read once per request by server/documents.ts): a page
   * rendered under another is not served again, so a staff change to a price, stock or sale state
   * shows at once. Read once per request: the render reuses the same read (server/documents.ts).
   */
  version?: (request: Request) => Promise<number>;
  /**
   * Pages shared with the shop's other processes (REDIS_URL): a page another process rendered under
   * the current version is served instead of being rendered again here, and each render is put there.
   */
  secondLevel?: SecondLevel;
  /** Logged-in buyers' storefront pages as shared pages; without it they are always rendered. */
  shared?: SharedPagesOptions;
  /**
   * Told of each request answered with a page rendered for another one (a visitor's kept page, a
   * buyer's copy of a shared page kept or rendered for someone else): no loader ran for it, so
   * what a render counts (a goods' views) is counted from here (lib/view-count.ts).
   */
  servedWithoutRender?: (request: Request) => void;
}

type Renderer = (request: Request) => Promise<Response>;

/** A page's name in the shared level: the storefront version first, so a staff change is a new name everywhere. */
const levelKey = (kind: 'visitor' | 'shared', version: number, key: string) => `page:${version}:${kind}:${key}`;

function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

function cookieValue(header: string | null, name: string): string {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key!.trim() === name) return value.join('=').trim();
  }
  return '';
}

/**
 * The key of a request whose page may come from the cache, or undefined: only GETs of
 * storefront pages from visitors with no cookie but the language's (no session, no
 * pending toast). The language cookie is part of the key; `?lng=` already is, in the URL.
 * So is whether it came over HTTPS: the page sets the language cookie, Secure only then.
 */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (!STOREFRONT.test(url.pathname) && url.pathname !== INDEX_DATA) return undefined;
  const cookie = request.headers.get('Cookie');
  if (cookieNames(cookie).some((name) => name !== LOCALE_COOKIE)) return undefined;
  const scheme = cameOverHttps(request) ? 'https' : 'http';
  return `${scheme}\n${url.pathname}${url.search}\n${cookieValue(cookie, LOCALE_COOKIE)}`;
}

/**
 * The key of a logged-in buyer's request for a shared page, or undefined: GETs of the storefront's
 * documents with the session and at most the language cookie (a pending toast is the buyer's own).
 * The key holds no buyer and no company: a shared page is rendered without any session, so nothing
 * in it is anyone's. When companies get prices of their own, their price list joins the key.
 */
export function sharedPageKey(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (!SHARED.test(url.pathname)) return undefined;
  const cookie = request.headers.get('Cookie');
  const names = cookieNames(cookie);
  if (!names.includes(SESSION_COOKIE) || names.some((name) => name !== LOCALE_COOKIE && name !== SESSION_COOKIE)) {
    return undefined;
  }
  const scheme = cameOverHttps(request) ? 'https' : 'http';
  return `${scheme}\n${url.pathname}${url.search}\n${cookieValue(cookie, LOCALE_COOKIE)}`;
}

/** The request a shared page is rendered from: the buyer's, without the session (only the language cookie stays). */
function withoutSession(request: Request): Request {
  const headers = new Headers(request.headers);
  const locale = cookieValue(request.headers.get('Cookie'), LOCALE_COOKIE);
  if (locale) headers.set('Cookie', `${LOCALE_COOKIE}=${locale}`);
  else headers.delete('Cookie');
  return new Request(request.url, { method: 'GET', headers });
}

/** Whether an answer is the same for every visitor: a whole page, no cookie set but the language. */
function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  return response.headers.getSetCookie().every((cookie) => cookieNames(cookie.split(';')[0]!)[0] === LOCALE_COOKIE);
}

function acceptsGzip(request: Request): boolean {
  const accepted = request.headers.get('Accept-Encoding') ?? '';
  return accepted.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function respond(entry: Entry, request: Request, source: 'hit' | 'miss'): Response {
  const headers = new Headers(entry.headers);
  headers.set('X-Page-Cache', source);
  headers.append('Vary', 'Accept-Encoding');
  if (acceptsGzip(request)) {
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(entry.gzipped.byteLength));
    return new Response(entry.gzipped, { status: entry.status, headers });
  }
  headers.set('Content-Length', String(entry.body.byteLength));
  return new Response(entry.body, { status: entry.status, headers });
}

/**
 * A short-lived memory of rendered storefront pages: one Node process renders some tens
 * of pages a second, far fewer than 32 buyers browsing at once ask for.
 *
 * A visitor's page is rendered once per URL and language every `ttlMs`, gzipped once, and served
 * from memory meanwhile. A logged-in buyer's is a shared page (app/lib/shared-page.ts): rendered
 * once without the session and filled with each buyer's own parts per request. Requests for a page
 * being rendered wait for it instead of rendering it again. A pending toast, an error or any other
 * cookie always goes to the renderer, and nothing rendered under an older storefront version is
 * served. With a second level (Redis), a page this process lacks is first looked for there, under
 * the current version, and each render is put there for the other processes; memory stays first.
 */
export function createPageCache(options: PageCacheOptions) {
  const timing = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
  const entries = new LRUCache<string, Entry>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength + entry.gzipped.byteLength + 1,
    ...timing,
  });
  const sharedPages = new LRUCache<string, SharedEntry>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.size,
    ...timing,
  });
  const version = options.version ?? (async () => 0);
  const clock = options.now ?? Date.now;
  /** Pages being rendered (or fetched from the shared level): whoever asks meanwhile waits for the same page. */
  const rendering = new Map<string, Promise<{ entry?: Entry; response?: Response; kept?: boolean }>>();
  const sharing = new Map<string, Promise<{ entry?: SharedEntry; renderedNow: boolean }>>();

  /** A page another process put in the shared level, with the time it has left; undefined if none is usable. */
  async function fromSecondLevel<T extends { renderedAt: number }>(name: string) {
    const bytes = await options.secondLevel?.get(name);
    if (!bytes) return undefined;
    try {
      const value = deserialize(bytes) as T;
      const ttl = Math.min(options.ttlMs, options.ttlMs - (clock() - value.renderedAt));
      return ttl > 0 ? { value, ttl } : undefined;
    } catch {
      // Written by another Node version, or cut short: render it again.
      return undefined;
    }
  }

  async function renderAndStore(
    key: string,
    request: Request,
    render: Renderer,
    current: number,
  ): Promise<{ entry?: Entry; response?: Response; kept?: boolean }> {
    const name = levelKey('visitor', current, key);
    const kept = await fromSecondLevel<Entry>(name);
    if (kept) {
      entries.set(key, kept.value, { ttl: kept.ttl });
      return { entry: kept.value, kept: true };
    }
    const response = await render(request);
    if (!shareable(response)) return { response };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
    const gzipped = new Uint8Array(await gzip(body));
    const entry: Entry = { status: response.status, headers, body, gzipped, version: current, renderedAt: clock() };
    entries.set(key, entry);
    options.secondLevel?.set(name, serialize(entry), options.ttlMs);
    return { entry };
  }

  function hit(entry: Entry, request: Request): Response {
    options.servedWithoutRender?.(request);
    return respond(entry, request, 'hit');
  }

  async function visitorPage(key: string, request: Request, render: Renderer): Promise<Response> {
    const current = await version(request);
    const cached = entries.get(key);
    if (cached?.version === current) return hit(cached, request);
    const pending = rendering.get(key);
    if (pending) {
      const shared = await pending.catch(() => undefined);
      return shared?.entry ? hit(shared.entry, request) : render(request);
    }
    const work = renderAndStore(key, request, render, current);
    rendering.set(key, work);
    try {
      const { entry, response, kept } = await work;
      if (entry && kept) return hit(entry, request);
      return entry ? respond(entry, request, 'miss') : response!;
    } finally {
      rendering.delete(key);
    }
  }

  /**
   * The shared page for `key`, rendered now for this request if neither this process nor the shared
   * level keeps one under the current version (`renderedNow`); no entry if it cannot be shared.
   */
  async function sharedPage(
    key: string,
    request: Request,
    shared: SharedPagesOptions,
  ): Promise<{ entry?: SharedEntry; renderedNow: boolean }> {
    const current = await version(request);
    const cached = sharedPages.get(key);
    if (cached?.version === current) return { entry: cached, renderedNow: false };
    const pending = sharing.get(key);
    if (pending) return { entry: (await pending.catch(() => undefined))?.entry, renderedNow: false };
    const work = (async () => {
      const name = levelKey('shared', current, key);
      const kept = await fromSecondLevel<SharedEntry>(name);
      if (kept) {
        sharedPages.set(key, kept.value, { ttl: kept.ttl });
        return { entry: kept.value, renderedNow: false };
      }
      const response = await shared.render(withoutSession(request), current);
      if (!shareable(response)) {
        await response.body?.cancel();
        return { renderedNow: true };
      }
      const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
      const html = await response.text();
      const page = toSharedPage(html, response.status, headers, shared.secret);
      const compressed = page.deflated.reduce((sum, piece) => sum + (piece?.byteLength ?? 0), 0);
      const entry = { page, version: current, size: html.length * 2 + compressed + 1, renderedAt: clock() };
      sharedPages.set(key, entry);
      options.secondLevel?.set(name, serialize(entry), options.ttlMs);
      return { entry, renderedNow: true };
    })();
    sharing.set(key, work);
    try {
      return await work;
    } finally {
      sharing.delete(key);
    }
  }

  async function buyerPage(key: string, request: Request, render: Renderer, shared: SharedPagesOptions) {
    const { entry, renderedNow } = await sharedPage(key, request, shared);
    const parts = entry && (await shared.resolve(request, entry.page.refs));
    const filled = parts && fillSharedPage(entry.page, parts, newNonce());
    if (!filled) return render(request);
    if (!renderedNow) options.servedWithoutRender?.(request);
    const { headers } = filled;
    headers.set('X-Page-Cache', 'shared');
    headers.append('Vary', 'Accept-Encoding');
    const body = acceptsGzip(request) ? filled.gzipped() : filled.body;
    if (body !== filled.body) headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(body.byteLength));
    return new Response(new Uint8Array(body), { status: entry.page.status, headers });
  }

  return {
    /** The page for `request`: from memory, or from `render`, remembered when every visitor may share it. */
    async handle(request: Request, render: Renderer): Promise<Response> {
      const key = pageCacheKey(request);
      if (key !== undefined) return visitorPage(key, request, render);
      const sharedKey = options.shared && sharedPageKey(request);
      if (sharedKey !== undefined && options.shared) return buyerPage(sharedKey, request, render, options.shared);
      return render(request);
    },
    /** How many pages are kept, visitors' and shared (for tests). */
    get size() {
      return entries.size + sharedPages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
