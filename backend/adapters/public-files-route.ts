import type { MiddlewareHandler } from 'hono';
import { contentTypeOf, isStoredPath, type FileStore } from './files.ts';

/**
 * `/file/*` from a store other than the disk: the same answer the disk's static files get (the
 * type by the name, a day's public cache), and anything it does not hold goes on to the routes
 * (`/file/uploadFile`) or the 404.
 */
export function servePublicFiles(store: FileStore): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/file\//, '');
    // A path with `%`, `..` or `//` is no stored path: it is not looked up at all.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isStoredPath('public', path)) return next();
    const bytes = await store.open(path);
    if (!bytes) return next();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentTypeOf(path),
      'Cache-Control': 'public, max-age=86400',
    });
  };
}
