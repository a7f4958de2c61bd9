import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerBuild } from 'react-router';
import { isBackendPath, openBackend } from '../backend/app.ts';
import { readBackendConfig } from '../backend/config.ts';
import { createDocuments } from './documents.ts';
import type { Env } from './env.ts';
import { clientAddress, guardPages, limitBodies } from './guards.ts';
import { hsts, resourcePolicy, sharedHeaders } from './security-headers.ts';
import { createStorefrontCache } from './storefront-cache.ts';

export interface Shop {
  /** Not listening yet: the caller chooses the port. */
  server: Server;
  /** Flushes what is kept in memory and closes the backend (its scheduler, its database). */
  close: () => Promise<void>;
}

/**
 * The shop in one process (DESIGN.md): built assets, the backend's paths and the
 * React Router handler for everything else. The web calls the backend in-process
 * through the request context, unless BACKEND_URL points it elsewhere. `seed: false`
 * in a cluster's worker: its primary has seeded the database before forking.
 */
export async function openShop(options: { production: boolean; seed: boolean }): Promise<Shop> {
  const { production } = options;
  const backend = await openBackend(readBackendConfig(), { seed: options.seed });

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
    : ((await import(new URL('../build/server/index.js', import.meta.url).href)) as ServerBuild);
  const loadBuild = async (): Promise<ServerBuild> =>
    builtApp ?? ((await vite!.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild);

  const pages = createDocuments({ production, builtApp, loadBuild, backend });
  const { views, pageCache } = createStorefrontCache({ production, backend, pages });

  const app = new Hono<Env>();
  app.use('*', clientAddress(process.env.TRUSTED_PROXIES));
  app.use('*', hsts(production));
  // Pages answer with their own policy (server/documents.ts); whatever has none by then gets the resource policy.
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

  /**
   * The page cache sits outside `documents`, so a cached page is kept with the very
   * headers it was rendered with, its Content-Security-Policy included: a visitor
   * served from the cache gets the nonce written in that document, the one pair that
   * works. Replaying it is safe: the nonce is tied to that exact document (a new render
   * draws a new one), and what the document holds was rendered before the nonce was
   * known, so no content in it can carry it; knowing it lets nobody add a script to it.
   */
  const renderPage = (c: Context<Env>) => async (request: Request) => pages.documents.fetch(request, c.env);

  app.use('*', guardPages);
  app.all('*', (c) => (pageCache ? pageCache.handle(c.req.raw, renderPage(c)) : renderPage(c)(c.req.raw)));

  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else void listener(req, res);
  });

  const close = async () => {
    await vite?.close();
    await views.stop();
    // An open Redis socket would keep a draining worker alive.
    await pages.sharedCache?.close();
    await backend.close();
  };
  return { server, close };
}
