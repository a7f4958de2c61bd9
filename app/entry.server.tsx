import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { nonceContext } from './context.ts';
import { i18nFor } from './i18n/instance.server.ts';
import { holdScriptsUntilLoad } from './lib/after-load-scripts.ts';

/** server.ts sets the embedded backend and the CSP nonce under the keys of this very build. */
export { backendContext, nonceContext, sharedRenderContext } from './context.ts';
export { referenceScopeContext } from './lib/reference-cache.server.ts';

export const streamTimeout = 5_000;

/**
 * Faults go to the log; refusals do not: a POST to a page without an action (405)
 * or a path no route matches (404) is an answer to the visitor, not a stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  entryContext: EntryContext,
  routerContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // The Content-Security-Policy's nonce (server.ts): React Router's scripts and React's own inline ones carry it.
    const nonce = routerContext.get(nonceContext);
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18nFor(routerContext)}>
        <ServerRouter context={entryContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        // The whole page, then the first byte, for every visitor: a boundary streamed after the shell
        // is revealed by an inline script, which a buyer without JavaScript never runs. Loaders have
        // finished before rendering starts, so waiting for all costs no time while nothing suspends.
        onAllReady() {
          shellRendered = true;
          // Whole, so that the page's scripts can be held until it has loaded (lib/after-load-scripts.ts).
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = holdScriptsUntilLoad(Buffer.concat(chunks).toString('utf8'));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
export { resolveBuyerParts } from './resolve-buyer-parts.server.ts';
