import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { PartRef } from '../app/lib/shared-page.ts';
import type { Backend } from '../backend/app.ts';
import type { StorefrontVersions } from '../common/areas/storefront/storefront.ts';
import { REQUEST_TIMEOUT_MS } from '../common/constants.ts';
import { asDownload } from '../common/download.ts';
import type { Envelope } from '../common/envelope.ts';
import type { Env } from './env.ts';
import { documentPolicy, sharedHeaders } from './security-headers.ts';
import { sharedCacheFromEnv } from './shared-cache.ts';

type ContextKey = Parameters<RouterContextProvider['set']>[0];

/** What server.ts takes from the built app's entry module (entry.server.tsx) besides the handler. */
interface EntryExports {
  backendContext?: ContextKey;
  nonceContext?: ContextKey;
  sharedRenderContext?: ContextKey;
  referenceScopeContext?: ContextKey;
  resolveBuyerParts?: (
    request: Request,
    context: RouterContextProvider,
    refs: PartRef[],
  ) => Promise<Map<string, Record<string, string>> | undefined>;
}

/** The versions of the backend at BACKEND_URL, whose data the pages show then. */
async function remoteVersions(backendUrl: string): Promise<StorefrontVersions> {
  const url = new URL('rest/storefront/version', backendUrl.endsWith('/') ? backendUrl : `${backendUrl}/`);
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const envelope = (await response.json()) as Envelope<StorefrontVersions>;
  if (envelope.code !== 0 || typeof envelope.data?.catalogue !== 'number')
    throw new Error(`${url.href}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * The pages: React Router behind its page policy, with the embedded backend, the policy's nonce and
 * the request's reference scope (its catalogue version, the shared cache level) handed to
 * entry.server.tsx through the request context; and what the page cache needs to render a logged-in
 * buyer's page once for all buyers and fill in each one's parts (app/lib/shared-page.ts).
 */
export function createDocuments(options: {
  production: boolean;
  /** The built app in production; undefined in development, where `loadBuild` asks Vite each time. */
  builtApp: ServerBuild | undefined;
  loadBuild: () => Promise<ServerBuild>;
  backend: Backend;
}) {
  const { production, builtApp, loadBuild, backend } = options;
  const handleDocument = createRequestHandler(builtApp ?? loadBuild, production ? 'production' : 'development');
  const entryOf = async () => (await loadBuild()).entry.module as EntryExports;

  /** The level the caches share with the shop's other processes when REDIS_URL is set. */
  const sharedCache = sharedCacheFromEnv(builtApp?.assets.version ?? 'dev');

  /**
   * The storefront and catalogue versions (migrations 0021 and 0024) of the backend the pages read,
   * once per request and in one query: the page cache's read and the reference data's of the same
   * request are one. Pages read BACKEND_URL's backend when it is set, so its versions are the ones
   * that tell whether they are current.
   */
  const readVersions = process.env.BACKEND_URL
    ? () => remoteVersions(process.env.BACKEND_URL!)
    : backend.services.storefront.versions;
  const versions = new WeakMap<Request, Promise<StorefrontVersions>>();
  /** The pair read last, for the shared render of the request that read it (renderShared). */
  let latest: StorefrontVersions | undefined;
  function versionsOf(request: Request): Promise<StorefrontVersions> {
    let read = versions.get(request);
    if (!read) {
      read = readVersions();
      read.then(
        (pair) => (latest = pair),
        () => undefined,
      );
      versions.set(request, read);
    }
    return read;
  }
  /** What the page cache keeps pages under: a price or stock change shows on the next page. */
  const storefrontVersion = async (request: Request) => (await versionsOf(request)).storefront;

  /** A request context with the embedded backend and the request's reference scope, under the keys of the build that reads them. */
  function routerContext(entry: EntryExports, request: Request): RouterContextProvider {
    const context = new RouterContextProvider();
    if (entry.backendContext) context.set(entry.backendContext, backend.app.fetch);
    if (entry.referenceScopeContext) {
      const catalogueVersion = async () => (await versionsOf(request)).catalogue;
      context.set(entry.referenceScopeContext, { version: catalogueVersion, secondLevel: sharedCache });
    }
    return context;
  }

  /**
   * Requests server.ts renders as shared pages (app/lib/shared-page.ts), and the placeholder secret
   * of this process: drawn at start, so no page content, which exists before it, can hold one.
   */
  const sharedRenders = new WeakSet<Request>();
  const sharedSecret = randomBytes(9).toString('hex');

  const documents = new Hono<Env & { Variables: SecureHeadersVariables }>();
  // A file a resource route hands out keeps its own policy (asDownload, below); pages set none themselves.
  documents.use(
    '*',
    secureHeaders({ ...sharedHeaders, contentSecurityPolicy: documentPolicy(production), overwrite: false }),
  );
  documents.all('*', async (c) => {
    const entry = await entryOf();
    const context = routerContext(entry, c.req.raw);
    if (entry.nonceContext) context.set(entry.nonceContext, c.get('secureHeadersNonce'));
    if (entry.sharedRenderContext && sharedRenders.has(c.req.raw)) context.set(entry.sharedRenderContext, sharedSecret);
    return asDownload(await handleDocument(c.req.raw, context));
  });

  return {
    documents,
    sharedSecret,
    sharedCache,
    storefrontVersion,
    /**
     * Renders a page as the shared page of every logged-in buyer, the buyer's parts left as
     * placeholders, under the storefront version the page cache read for the buyer's request. The
     * catalogue version read with it is the one for it (each storefront version has one: 0024); if
     * another read came since, the render reads the catalogue version again.
     */
    renderShared: async (request: Request, version: number) => {
      sharedRenders.add(request);
      const pair =
        latest?.storefront === version
          ? Promise.resolve(latest)
          : readVersions().then((read) => ({ storefront: version, catalogue: read.catalogue }));
      versions.set(request, pair);
      return documents.fetch(request);
    },
    /** The buyer's own parts of a shared page, as the built app's entry resolves them. */
    resolveBuyerParts: async (request: Request, refs: PartRef[]) => {
      const entry = await entryOf();
      return entry.resolveBuyerParts?.(request, routerContext(entry, request), refs);
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
