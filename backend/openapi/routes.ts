import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import shop from '../../package.json' with { type: 'json' };
import type { BackendEnv } from '../context.ts';
import { recordArea } from './areas.ts';
import { documented } from './documented.ts';
import { describeRoutes, openApiDocument } from './generate.ts';

/**
 * The reference page's script, pinned: @scalar/api-reference 1.46.4 is the last whose package
 * still installs on Node 20; the browser bundle is fetched by the reader's browser, not installed
 * (as a dependency it would bring 268 packages for one file).
 */
export const SCALAR_SCRIPT = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.46.4/dist/browser/standalone.js';

/** The reference page may run that script and its own start-up, and read the document; nothing else. */
const REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src https://cdn.jsdelivr.net 'unsafe-inline'",
  "style-src 'unsafe-inline' https://cdn.jsdelivr.net",
  'font-src https://cdn.jsdelivr.net https://fonts.scalar.com data:',
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

// The reference route's context: documented() before it adds its (empty) fields.
const referencePage = Scalar<BackendEnv & { Variables: { fields: Record<string, never> } }>({
  url: '/rest/openapi.json',
  cdn: SCALAR_SCRIPT,
  pageTitle: 'Caigou REST API',
});

/** The OpenAPI document of every documented route of the app. */
export function buildDocument(routes: readonly RouterRoute[]): Record<string, unknown> {
  const described = describeRoutes(routes).flatMap(({ operation, ...route }) =>
    operation ? [{ ...route, operation }] : [],
  );
  return openApiDocument(described, { version: shop.version });
}

/**
 * rest/openapi.json and rest/reference: the API described from the routes the app mounted, built once
 * on first request (every route is mounted by then) and the same for every caller.
 */
export function openApiRoutes(app: Hono<BackendEnv>): Hono<BackendEnv> {
  let document: string | undefined;
  const router = new Hono<BackendEnv>()
    .get(
      '/openapi.json',
      documented({ summary: 'This API described as an OpenAPI 3.1 document.', answers: ['application/json'] }),
      (c) => {
        document ??= JSON.stringify(buildDocument(app.routes));
        return c.body(document, 200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
        });
      },
    )
    .get(
      '/reference',
      documented({ summary: 'A readable reference of this API (Scalar).', answers: ['text/html'] }),
      async (c, next) => {
        c.header('Content-Security-Policy', REFERENCE_POLICY);
        return referencePage(c, next);
      },
    );
  for (const route of router.routes) recordArea(route.handler, 'reference');
  return router;
}
