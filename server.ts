import './backend/load-env.ts';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { isBackendPath, openBackend } from './backend/app.ts';
import { readBackendConfig } from './backend/config.ts';
import { createPageCache } from './page-cache.ts';

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

const loadBuild = async (): Promise<ServerBuild> =>
  vite
    ? ((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild)
    : ((await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild);

const handleDocument = createRequestHandler(loadBuild, production ? 'production' : 'development');

/**
 * Storefront pages for visitors are kept PAGE_CACHE_SECONDS (default 15; 0 turns it
 * off) in production: one process cannot render a page for each of dozens of
 * visitors browsing at once (page-cache.ts). Development always renders afresh.
 */
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 15);
const pageCache =
  production && pageCacheSeconds > 0
    ? createPageCache({ ttlMs: pageCacheSeconds * 1000, maxBytes: 64 * 1024 * 1024 })
    : undefined;

const app = new Hono();
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

const render = async (request: Request) => {
  const build = await loadBuild();
  const context = new RouterContextProvider();
  const key = (build.entry.module as { backendContext?: Parameters<RouterContextProvider['set']>[0] }).backendContext;
  if (key) context.set(key, backend.app.fetch);
  return handleDocument(request, context);
};

app.all('*', async (c) => {
  if (isBackendPath(c.req.path)) return backend.app.fetch(c.req.raw);
  return pageCache ? pageCache.handle(c.req.raw, render) : render(c.req.raw);
});

const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else void listener(req, res);
});

server.listen(port, () => console.info(`Caigou on http://localhost:${port}`));

const shutdown = () => {
  server.close();
  void vite?.close();
  void backend.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
