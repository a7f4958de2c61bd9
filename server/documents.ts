import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { PartRef } from '../app/lib/shared-page.ts';
import type { Backend } from '../backend/app.ts';
import { asDownload } from '../common/download.ts';
import type { Env } from './env.ts';
import { documentPolicy, sharedHeaders } from './security-headers.ts';

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

/**
 * The pages: React Router behind its page policy, with the embedded backend and the policy's nonce
 * handed to entry.server.tsx through the request context; and what the page cache needs to render
 * a logged-in buyer's page once for all buyers and fill in each one's parts (app/lib/shared-page.ts).
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

  const documents = new Hono<Env & { Variables: SecureHeadersVariables }>();
  // A file a resource route hands out keeps its own policy (asDownload, below); pages set none themselves.
  documents.use(
    '*',
    secureHeaders({ ...sharedHeaders, contentSecurityPolicy: documentPolicy(production), overwrite: false }),
  );
  documents.all('*', async (c) => {
    const entry = await entryOf();
    const context = routerContext(entry);
    if (entry.nonceContext) context.set(entry.nonceContext, c.get('secureHeadersNonce'));
    if (entry.sharedRenderContext && sharedRenders.has(c.req.raw)) context.set(entry.sharedRenderContext, sharedSecret);
    return asDownload(await handleDocument(c.req.raw, context));
  });

  return {
    documents,
    sharedSecret,
    /** Renders a page as the shared page of every logged-in buyer, the buyer's parts left as placeholders. */
    renderShared: async (request: Request) => {
      sharedRenders.add(request);
      return documents.fetch(request);
    },
    /** The buyer's own parts of a shared page, as the built app's entry resolves them. */
    resolveBuyerParts: async (request: Request, refs: PartRef[]) => {
      const entry = await entryOf();
      return entry.resolveBuyerParts?.(request, routerContext(entry), refs);
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
