import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { cameOverHttps } from './https.ts';

const gzip = promisify(gzipCallback);

/**
 * The storefront's pages a visitor can be shown from memory: the same for every
 * visitor asking for the same URL in the same language. Their `.data` twins
 * (React Router's client-side navigation) have URLs of their own.
 */
const STOREFRONT = /^\/home\/(index|(goods|cate|cgoods|details|hyyx|qctm|info|jtcg|helper)\/[^/]+)(\.data)?$/;
const INDEX_DATA = '/home/index.data';

/** The only cookie a cached page may carry or set: the language (app/i18n/middleware.server.ts). */
const LOCALE_COOKIE = 'lng';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
}

export interface PageCacheOptions {
  /** How long a page is served from memory, in milliseconds. */
  ttlMs: number;
  /** At most this many bytes of pages (plain and gzipped) are kept; the least recently used go first. */
  maxBytes: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

type Renderer = (request: Request) => Promise<Response>;

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
 * A short-lived memory of rendered storefront pages for visitors (issue 3): one
 * Node process renders some tens of pages a second, far fewer than 32 buyers
 * browsing at once ask for. A visitor's page is rendered once per URL and language
 * every `ttlMs`, gzipped once, and served from memory meanwhile; requests for a
 * page being rendered wait for it instead of rendering it again. A logged-in buyer
 * (prices, cart, greeting), a pending toast, an error or any other cookie always
 * goes to the renderer.
 */
export function createPageCache(options: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength + entry.gzipped.byteLength + 1,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  /** Pages being rendered: whoever asks meanwhile waits for the same page. */
  const rendering = new Map<string, Promise<{ entry?: Entry; response?: Response }>>();

  async function renderAndStore(key: string, request: Request, render: Renderer) {
    const response = await render(request);
    if (!shareable(response)) return { response };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
    const entry: Entry = { status: response.status, headers, body, gzipped: new Uint8Array(await gzip(body)) };
    entries.set(key, entry);
    return { entry };
  }

  return {
    /** The page for `request`: from memory, or from `render`, remembered when every visitor may share it. */
    async handle(request: Request, render: Renderer): Promise<Response> {
      const key = pageCacheKey(request);
      if (key === undefined) return render(request);
      const cached = entries.get(key);
      if (cached) return respond(cached, request, 'hit');
      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending.catch(() => undefined);
        return shared?.entry ? respond(shared.entry, request, 'hit') : render(request);
      }
      const work = renderAndStore(key, request, render);
      rendering.set(key, work);
      try {
        const { entry, response } = await work;
        return entry ? respond(entry, request, 'miss') : response!;
      } finally {
        rendering.delete(key);
      }
    },
    /** How many pages are kept (for tests). */
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
