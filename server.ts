import './backend/load-env.ts';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { NONCE, secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import {
  bodyLimitFor,
  formatBytes,
  formBodyRefusal,
  isCrossSite,
  isPageMethod,
  PAGE_METHODS,
} from './app/lib/request-guards.ts';
import { refusalEnvelope, refusalLocale, refusalPage, type Refusal } from './app/lib/refusal.ts';
import { isBackendPath, openBackend } from './backend/app.ts';
import { limitBody } from './backend/body-limit.ts';
import { readBackendConfig } from './backend/config.ts';
import { CLIENT_IP_HEADER } from './common/client-ip.ts';
import { asDownload } from './common/download.ts';
import { crowdedForm, FIELD_REPEATS_MAX, FORM_FIELDS_MAX } from './common/form.ts';
import { hasControlChars } from './common/rules.ts';
import { createPageCache } from './app/lib/page-cache.ts';
import { createViewCounter } from './app/lib/view-count.ts';
import type { PartRef } from './app/lib/shared-page.ts';
import { cameOverHttps } from './app/lib/https.ts';

/**
 * The shop in one process (DESIGN.md): built assets, the backend's paths and the
 * React Router handler for everything else. The web calls the backend in-process
 * through the request context, unless BACKEND_URL points it elsewhere.
 */
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);

const backend = await openBackend(readBackendConfig());

const vite = production
  ? undefined
  : await import('vite').then(({ createServer: createViteServer }) =>
      createViteServer({ server: { middlewareMode: true }, appType: 'custom' }),
    );

/**
 * The built app, imported once in production; in development Vite's module graph each time, so
 * an edit shows on the next request. (A function handed to React Router is called per request,
 * and each dynamic import went through the module loader again.)
 */
const builtApp = vite
  ? undefined
  : ((await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild);
const loadBuild = async (): Promise<ServerBuild> =>
  builtApp ?? ((await vite!.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild);

const handleDocument = createRequestHandler(builtApp ?? loadBuild, production ? 'production' : 'development');

type Env = { Bindings: HttpBindings };

/**
 * Security headers (issue 10). Every answer: no framing (X-Frame-Options DENY and
 * frame-ancestors 'none'), nosniff, strict-origin-when-cross-origin, a Permissions-Policy
 * that turns off what the shop never uses; HSTS only in production over HTTPS (below).
 */
const sharedHeaders = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: false,
  permissionsPolicy: {
    accelerometer: false,
    camera: false,
    geolocation: false,
    gyroscope: false,
    magnetometer: false,
    microphone: false,
    payment: false,
    usb: false,
  },
} satisfies Parameters<typeof secureHeaders>[0];

/**
 * A page's Content-Security-Policy: scripts only from the shop, and inline ones only
 * with this document's nonce (React Router's and React's, entry.server.tsx). Styles
 * allow 'unsafe-inline': Mantine writes <style> elements and style="" attributes,
 * which a nonce cannot cover. Images from the shop (/file/*, assets) and data: URLs.
 * Development adds what Vite's HMR needs (inline preamble, eval, its WebSocket).
 */
const documentPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: production ? ["'self'", NONCE] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Everything that is not a page (JSON, assets, uploaded files, refusals): nothing may run in it. */
const resourcePolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** HSTS tells browsers to come back over HTTPS only: sent only when this answer went over HTTPS (https.ts). */
const hsts: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  if (production && cameOverHttps(c.req.raw)) c.header('Strict-Transport-Security', 'max-age=15552000');
};

/**
 * The buyer's address for the backend's rate limits: whatever a client sent under
 * this name is dropped, the socket's address set instead; the web's API client
 * forwards it on its backend calls (app/lib/request.server.ts).
 */
const clientAddress: MiddlewareHandler<Env> = async (c, next) => {
  const headers = c.req.raw.headers;
  headers.delete(CLIENT_IP_HEADER);
  const address = c.env.incoming.socket.remoteAddress;
  if (address) headers.set(CLIENT_IP_HEADER, address);
  await next();
};

const refuse = async (c: Context<Env>, refusal: Refusal, params: Record<string, string> = {}) => {
  const locale = await refusalLocale(c.req.raw);
  if (isBackendPath(c.req.path)) return refusalEnvelope(refusal, locale, params);
  return refusalPage(refusal, locale, params, refusal === 'method' ? { Allow: PAGE_METHODS.join(', ') } : {});
};

/**
 * Every body has a limit (request-guards.ts: 1 MB for pages, 4 MB for the backend),
 * counted while it is read, chunked bodies included; over it the answer is 413
 * (a page, or the backend's envelope) and the rest is never buffered: it is read and
 * thrown away, then the connection closes, as the answer says (backend/body-limit.ts).
 */
const limitBodies: MiddlewareHandler<Env> = async (c, next) => {
  const maxSize = bodyLimitFor(c.req.path, isBackendPath(c.req.path));
  return limitBody<Context<Env>>(maxSize, (c) => refuse(c, 'tooLarge', { limit: formatBytes(maxSize) }))(c, next);
};

/** Whether a page's query string holds a control character: no page takes one, and a backend call refuses it. */
function queryHoldsControlChars(url: string): boolean {
  for (const [key, value] of new URL(url).searchParams) if (hasControlChars(key) || hasControlChars(value)) return true;
  return false;
}

/**
 * What a page takes, checked once for every route (issue 10): GET, HEAD and POST
 * (405 otherwise); a POST only from the shop's own pages (403), as React Router
 * checks its actions, here for resource routes (logout) as well; and only with a
 * form body it can read (415 for JSON, text or none, 400 for a broken one), so no
 * action meets a body that makes `request.formData()` throw.
 */
const guardPages: MiddlewareHandler<Env> = async (c, next) => {
  if (!isPageMethod(c.req.method)) return refuse(c, 'method');
  if (queryHoldsControlChars(c.req.url)) return refuse(c, 'controlChars');
  if (c.req.method !== 'POST') return next();
  if (isCrossSite(c.req.raw)) return refuse(c, 'crossSite');
  const unsupported = formBodyRefusal(c.req.header('Content-Type') ?? null);
  if (unsupported) return refuse(c, unsupported);
  let form: FormData;
  try {
    // Within the limit already: a parse of a copy (linear in its size) spares every action the question.
    form = await c.req.raw.clone().formData();
  } catch {
    return refuse(c, 'unreadable');
  }
  // Counted before the action's form library builds values from it (common/form.ts).
  if (crowdedForm(form.keys()))
    return refuse(c, 'tooManyFields', { fields: String(FORM_FIELDS_MAX), repeats: String(FIELD_REPEATS_MAX) });
  return next();
};

const app = new Hono<Env>();
app.use('*', clientAddress);
app.use('*', hsts);
// Pages answer with their own policy (below); whatever has none by then gets the resource policy.
app.use('*', secureHeaders({ ...sharedHeaders, contentSecurityPolicy: resourcePolicy, overwrite: false }));
app.use('*', compress());

if (production) {
  // Fingerprinted by Vite: they never change under the same name.
  app.use(
    '/assets/*',
    serveStatic({
      root: './build/client',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: './build/client',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
}

app.use('*', limitBodies);
app.all('*', async (c, next) => (isBackendPath(c.req.path) ? backend.app.fetch(c.req.raw) : next()));

type ContextKey = Parameters<RouterContextProvider['set']>[0];

/** What server.ts takes from the built app's entry module (entry.server.tsx) besides the handler. */
interface EntryExports {
  backendContext?: ContextKey;
  nonceContext?: ContextKey;
  sharedRenderContext?: ContextKey;
  resolveBuyerParts?: (
    request: Request,
    context: RouterContextProvider,
    refs: PartRef[],
  ) => Promise<Map<string, Record<string, string>> | undefined>;
}

const entryOf = async () => (await loadBuild()).entry.module as EntryExports;

/** A request context with the embedded backend, under the keys of the build that reads it. */
function routerContext(entry: EntryExports): RouterContextProvider {
  const context = new RouterContextProvider();
  if (entry.backendContext) context.set(entry.backendContext, backend.app.fetch);
  return context;
}

/**
 * Requests server.ts renders as shared pages (app/lib/shared-page.ts), and the placeholder secret
 * of this process: drawn at start, so no page content, which exists before it, can hold one.
 */
const sharedRenders = new WeakSet<Request>();
const sharedSecret = randomBytes(9).toString('hex');

/**
 * The pages: React Router behind the page guards, with the policy's nonce handed to
 * entry.server.tsx through the request context.
 */
const documents = new Hono<Env & { Variables: SecureHeadersVariables }>();
// A file a resource route hands out keeps its own policy (asDownload, below); pages set none themselves.
documents.use('*', secureHeaders({ ...sharedHeaders, contentSecurityPolicy: documentPolicy, overwrite: false }));
documents.all('*', async (c) => {
  const entry = await entryOf();
  const context = routerContext(entry);
  if (entry.nonceContext) context.set(entry.nonceContext, c.get('secureHeadersNonce'));
  if (entry.sharedRenderContext && sharedRenders.has(c.req.raw)) context.set(entry.sharedRenderContext, sharedSecret);
  return asDownload(await handleDocument(c.req.raw, context));
});

/** Goods views of pages served from memory, added to 人气 every few seconds (app/lib/view-count.ts). */
const views = createViewCounter({ add: backend.services.goodsDetail.addViews, everyMs: 5_000 });

/**
 * Storefront pages are kept PAGE_CACHE_SECONDS (default 15; 0 turns it off) in production, and
 * dropped at once when the storefront's version moves (a staff change to price, stock or sale
 * state): one process cannot render a page for each of dozens of buyers browsing at once
 * (page-cache.ts). A visitor's page is kept whole; a logged-in buyer's is a shared page, filled
 * with the buyer's parts per request. Development always renders afresh.
 */
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 15);
const pageCache =
  production && pageCacheSeconds > 0
    ? createPageCache({
        ttlMs: pageCacheSeconds * 1000,
        maxBytes: 64 * 1024 * 1024,
        version: backend.storefrontVersion,
        servedWithoutRender: (request) => views.seen(request),
        shared: {
          secret: sharedSecret,
          render: async (request) => {
            sharedRenders.add(request);
            return documents.fetch(request);
          },
          resolve: async (request, refs) => {
            const entry = await entryOf();
            return entry.resolveBuyerParts?.(request, routerContext(entry), refs);
          },
        },
      })
    : undefined;

/**
 * The page cache sits outside `documents`, so a cached page is kept with the very
 * headers it was rendered with, its Content-Security-Policy included: a visitor
 * served from the cache gets the nonce written in that document, the one pair that
 * works. Replaying it is safe: the nonce is tied to that exact document (a new render
 * draws a new one), and what the document holds was rendered before the nonce was
 * known, so no content in it can carry it; knowing it lets nobody add a script to it.
 */
const renderPage = (c: Context<Env>) => async (request: Request) => documents.fetch(request, c.env);

app.use('*', guardPages);
app.all('*', (c) => (pageCache ? pageCache.handle(c.req.raw, renderPage(c)) : renderPage(c)(c.req.raw)));

const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else void listener(req, res);
});

server.listen(port, () => console.info(`Caigou on http://localhost:${port}`));

const shutdown = () => {
  server.close();
  void vite?.close();
  void views
    .stop()
    .then(() => backend.close())
    .finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
